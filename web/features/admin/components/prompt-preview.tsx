import { splitPlaceholders } from '../lib/prompt-edits';

/** The Preview tab: the prompt as written, with every placeholder highlighted. */
export function PromptPreview({ text }: { text: string }) {
  const segments = splitPlaceholders(text);
  const placeholders = segments.filter((s) => s.placeholder);
  const unknown = [...new Set(placeholders.filter((s) => !s.placeholder?.known).map((s) => s.text))];
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted">
        {placeholders.length === 0
          ? 'This prompt has no placeholders: every child gets the same instructions.'
          : `Highlighted: ${placeholders.length === 1 ? '1 placeholder' : `${placeholders.length} placeholders`}, filled in for each child when the prompt is used.`}
      </p>
      {unknown.length > 0 ? (
        <p className="text-sm text-destructive-text">Not a known placeholder, so it would reach the AI as written: {unknown.join(', ')}</p>
      ) : null}
      <div className="rounded-xl border border-border bg-background p-4 font-mono text-sm leading-relaxed break-words whitespace-pre-wrap">
        {segments.length === 0 ? <span className="text-muted">The prompt is empty.</span> : null}
        {segments.map((segment, i) =>
          segment.placeholder ? (
            <mark
              key={i}
              className={
                segment.placeholder.known ? 'rounded bg-sunflower px-1 font-semibold text-background' : 'rounded bg-destructive px-1 font-semibold text-white'
              }
            >
              {segment.text}
              {segment.placeholder.known ? null : <span className="sr-only"> (not a known placeholder)</span>}
            </mark>
          ) : (
            <span key={i}>{segment.text}</span>
          ),
        )}
      </div>
    </div>
  );
}
