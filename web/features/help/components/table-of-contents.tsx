export interface ContentsEntry {
  id: string;
  title: string;
}

/** "On this page": plain in-page anchors, so they work without the router and with the back button. */
export function TableOfContents({ entries }: { entries: readonly ContentsEntry[] }) {
  return (
    <nav aria-labelledby="contents-title" className="rounded-card border border-border bg-surface p-5">
      <h2 id="contents-title" className="text-lg font-bold">
        On this page
      </h2>
      <ol className="mt-2 grid gap-0.5">
        {entries.map((entry, index) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`} className="flex min-h-11 items-center gap-3 rounded-lg text-sky underline-offset-4 hover:underline">
              <span aria-hidden="true" className="w-5 text-right font-heading font-bold text-muted">
                {index + 1}
              </span>
              {entry.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
