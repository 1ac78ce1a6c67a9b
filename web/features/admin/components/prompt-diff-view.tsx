import type { PromptVersion } from '../../../../contracts/admin';
import type { Prompt } from '../../../../contracts/prompts';
import { cn } from '@/lib/utils';
import { diffLines, diffStats, foldUnchanged } from '../lib/prompt-diff';
import { PROVIDER_LABELS } from './prompt-provider-note';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** What changed from an earlier version to the current prompt: settings first, then the text line by line. */
export function PromptDiffView({ from, current }: { from: PromptVersion; current: Prompt }) {
  const lines = diffLines(from.prompt, current.prompt);
  const { added, removed } = diffStats(lines);
  const settings = [
    from.provider !== current.provider ? `Provider: ${PROVIDER_LABELS[from.provider]} → ${PROVIDER_LABELS[current.provider]}` : null,
    from.model !== current.model ? `Model: ${from.model} → ${current.model}` : null,
  ].filter((s): s is string => s !== null);

  return (
    <div className="grid gap-3">
      <h3 className="text-lg font-bold">
        From v{from.version} to the current v{current.version}
      </h3>
      {settings.length > 0 ? (
        <ul className="text-sm">
          {settings.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      ) : null}
      <p className="text-sm text-muted">
        {added === 0 && removed === 0 ? 'The prompt text is the same.' : `${plural(added, 'line')} added, ${plural(removed, 'line')} removed in the text.`}
      </p>
      {added + removed > 0 ? (
        <ol
          aria-label={`Text changes from v${from.version}`}
          className="overflow-x-auto rounded-xl border border-border bg-background py-2 font-mono text-sm leading-relaxed"
        >
          {foldUnchanged(lines).map((row, i) => {
            if (row.kind === 'gap') {
              return (
                <li key={i} className="px-4 text-muted italic">
                  … {plural(row.count, 'unchanged line')}
                </li>
              );
            }
            const Tag = row.kind === 'added' ? 'ins' : row.kind === 'removed' ? 'del' : 'span';
            return (
              <li
                key={i}
                className={cn(
                  'flex gap-3 px-4 whitespace-pre-wrap',
                  row.kind === 'added' && 'bg-leaf/10 text-leaf',
                  row.kind === 'removed' && 'bg-destructive/15 text-destructive-text',
                )}
              >
                <span aria-hidden="true" className="select-none">
                  {row.kind === 'added' ? '+' : row.kind === 'removed' ? '−' : ' '}
                </span>
                <Tag className="min-w-0 break-words no-underline">
                  {row.kind !== 'same' ? <span className="sr-only">{row.kind === 'added' ? 'Added: ' : 'Removed: '}</span> : null}
                  {row.text || ' '}
                </Tag>
              </li>
            );
          })}
        </ol>
      ) : null}
    </div>
  );
}
