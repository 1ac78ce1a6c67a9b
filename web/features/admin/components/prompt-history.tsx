import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import type { PromptVersion } from '../../../../contracts/admin';
import type { Prompt } from '../../../../contracts/prompts';
import { InlineLoadFailed } from '@/components/inline-load-failed';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { usePromptVersions, useRestorePrompt } from '../api/prompts';
import { formatDateTime } from '../lib/format';
import { toastPromptSaved, toastPromptSaveFailed } from '../lib/prompt-toasts';
import { PromptDiffView } from './prompt-diff-view';
import { ShowOlder } from './show-older';

function author(version: PromptVersion): string {
  if (version.changedBy) return `by ${version.changedBy}`;
  return version.version === 1 ? "Kritzel's starting text" : 'by a former administrator';
}

/**
 * Beyond the spec: every saved version, a diff of any of them against the current text, and
 * a restore that saves the old text as a new version (history is never rewritten).
 */
export function PromptHistory({ prompt, hasUnsavedEdits }: { prompt: Prompt; hasUnsavedEdits: boolean }) {
  const versions = usePromptVersions(prompt.id);
  const restore = useRestorePrompt();
  const [chosen, setChosen] = useState<number | null>(null);
  const selected = versions.items?.find((v) => v.version === chosen && v.version !== prompt.version);

  async function onRestore(version: number) {
    try {
      const saved = await restore.mutateAsync({ id: prompt.id, version });
      setChosen(null);
      toastPromptSaved(saved.version);
    } catch (error) {
      toastPromptSaveFailed(error);
    }
  }

  return (
    <Card className="grid gap-4 p-5 sm:p-6">
      <div>
        <h2 className="text-xl font-bold">Version history</h2>
        <p className="text-sm text-muted">Choose an earlier version to see what changed since, and bring it back if you need to.</p>
      </div>
      {versions.isPending ? <Spinner label="Loading the version history" /> : null}
      {versions.isError ? (
        <InlineLoadFailed
          message="The version history could not be loaded."
          onRetry={() => void versions.refetch()}
          className="text-sm text-destructive-text"
          retryClassName="min-h-0 px-0 align-baseline"
        />
      ) : null}
      {versions.items ? (
        <ol className="grid gap-2" aria-label="Versions">
          {[...versions.items]
            .sort((a, b) => b.version - a.version)
            .map((version) => {
              const details = (
                <>
                  <span className="font-bold">v{version.version}</span>
                  {version.version === prompt.version ? (
                    <span className="rounded-full border border-leaf/60 px-2 text-xs font-semibold text-leaf">Current</span>
                  ) : null}
                  <span className="text-muted">
                    <time dateTime={version.createdAt}>{formatDateTime(version.createdAt)}</time> · {author(version)}
                  </span>
                </>
              );
              const row = 'flex min-h-11 w-full flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border px-3 py-2 text-left text-sm';
              return (
                <li key={version.version}>
                  {/* The current version has nothing to compare with, so it is not a choice. */}
                  {version.version === prompt.version ? (
                    <div className={cn(row, 'border-border')}>{details}</div>
                  ) : (
                    <button
                      type="button"
                      aria-pressed={selected?.version === version.version}
                      onClick={() => setChosen(version.version)}
                      className={cn(
                        row,
                        'transition-colors',
                        selected?.version === version.version ? 'border-coral bg-surface-2' : 'border-border hover:bg-surface-2',
                      )}
                    >
                      {details}
                    </button>
                  )}
                </li>
              );
            })}
        </ol>
      ) : null}
      <ShowOlder list={versions} label="Show older versions" />
      {selected ? (
        <div className="grid gap-4 border-t border-border pt-4">
          <PromptDiffView from={selected} current={prompt} />
          <div className="flex flex-wrap items-center justify-end gap-3">
            {hasUnsavedEdits ? <p className="text-sm text-muted">Save or reset your unsaved changes before restoring.</p> : null}
            <Button variant="secondary" disabled={hasUnsavedEdits || restore.isPending} onClick={() => void onRestore(selected.version)}>
              <RotateCcw aria-hidden="true" />
              {restore.isPending ? 'Restoring…' : `Restore v${selected.version}`}
            </Button>
          </div>
        </div>
      ) : null}
    </Card>
  );
}
