import { TitledSection } from '@/components/titled-section';

export interface ContentsEntry {
  id: string;
  title: string;
}

interface TableOfContentsProps {
  entries: readonly ContentsEntry[];
  title: string;
  titleId: string;
  /**
   * `aside`: the number stands muted beside the title (the help pages). `inline`: the link reads
   * "1. Acceptance", as the numbered legal sections are titled, in two columns on a wide screen.
   */
  numbers?: 'aside' | 'inline';
}

/** A page's contents: plain in-page anchors, so they work without the router and with the back button. */
export function TableOfContents({ entries, title, titleId, numbers = 'aside' }: TableOfContentsProps) {
  return (
    <TitledSection titleId={titleId} title={title} titleClassName="text-lg font-bold" className="rounded-card border border-border bg-surface p-5" as="nav">
      <ol className={numbers === 'aside' ? 'mt-2 grid gap-0.5' : 'mt-2 grid gap-x-6 sm:grid-cols-2'}>
        {entries.map((entry, index) => (
          <li key={entry.id}>
            {numbers === 'aside' ? (
              <a href={`#${entry.id}`} className="flex min-h-11 items-center gap-3 rounded-lg text-sky underline-offset-4 hover:underline">
                <span aria-hidden="true" className="w-5 text-right font-heading font-bold text-muted">
                  {index + 1}
                </span>
                {entry.title}
              </a>
            ) : (
              <a href={`#${entry.id}`} className="inline-flex min-h-11 items-center rounded-md text-sky underline-offset-4 hover:underline">
                {index + 1}. {entry.title}
              </a>
            )}
          </li>
        ))}
      </ol>
    </TitledSection>
  );
}
