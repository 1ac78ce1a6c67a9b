import type { Prompt } from '../../../../contracts/prompts';
import { cn } from '@/lib/utils';
import { formatDateTime } from '../lib/format';
import { promptTitle } from '../lib/prompt-edits';
import { PromptActiveBadge, PromptVersionBadge } from './prompt-badges';

interface PromptListProps {
  prompts: Prompt[];
  selectedId: string | undefined;
  /** Prompts with unsaved edits, so the admin sees where work is waiting. */
  unsavedIds: ReadonlySet<string>;
  onSelect: (id: string) => void;
}

/** Every prompt as a choice; the chosen one opens in the editor beside (or below, on a phone). */
export function PromptList({ prompts, selectedId, unsavedIds, onSelect }: PromptListProps) {
  return (
    <ul className="grid gap-2" aria-label="Prompts">
      {prompts.map((prompt) => {
        const selected = prompt.id === selectedId;
        return (
          <li key={prompt.id}>
            <button
              type="button"
              aria-pressed={selected}
              onClick={() => onSelect(prompt.id)}
              className={cn(
                'grid w-full gap-1.5 rounded-card border p-4 text-left transition-colors',
                selected ? 'border-coral bg-surface-2' : 'border-border bg-surface hover:bg-surface-2',
              )}
            >
              <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="mr-auto font-heading text-lg font-bold">{promptTitle(prompt.name)}</span>
                <span className="flex gap-2">
                  <PromptVersionBadge version={prompt.version} />
                  <PromptActiveBadge isActive={prompt.isActive} />
                </span>
              </span>
              <span className="text-sm text-muted">{prompt.description}</span>
              <span className="text-xs text-muted">
                Updated <time dateTime={prompt.updatedAt}>{formatDateTime(prompt.updatedAt)}</time>
              </span>
              {unsavedIds.has(prompt.id) ? <span className="text-xs font-semibold text-sunflower">Unsaved changes</span> : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
