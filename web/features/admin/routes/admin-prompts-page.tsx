import { useRef, useState } from 'react';
import type { Prompt } from '../../../../contracts/prompts';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useAiProviders, usePrompts, useUpdatePrompt } from '../api/prompts';
import { AdminLoadError } from '../components/list-states';
import { AdminShell } from '../components/admin-shell';
import { AuditTrail } from '../components/audit-trail';
import { PromptEditor } from '../components/prompt-editor';
import { PromptHistory } from '../components/prompt-history';
import { PromptList } from '../components/prompt-list';
import { AiProvidersSummary } from '../components/prompt-provider-note';
import { changedFields, hasChanges, withEdit, type EditableFields, type EditsByPrompt } from '../lib/prompt-edits';
import { toastPromptSaved, toastPromptSaveFailed } from '../lib/prompt-toasts';

/** /admin/prompts (spec 001 §2): the prompts, one open in the editor with its history. */
export function AdminPromptsPage() {
  const prompts = usePrompts();
  const providers = useAiProviders();
  const update = useUpdatePrompt();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // Unsaved edits live here, above the editor, so they survive switching prompts (spec 001 §4).
  const [edits, setEdits] = useState<EditsByPrompt>({});
  const editorHeading = useRef<HTMLHeadingElement>(null);

  const list = prompts.data ?? [];
  const selected = list.find((p) => p.id === selectedId) ?? list[0];
  const unsavedIds = new Set(list.filter((p) => hasChanges(p, edits[p.id])).map((p) => p.id));

  function select(id: string) {
    setSelectedId(id);
    // Below the list (phones, tablets) the editor would open out of sight: move there. Beside
    // the list (lg, 1024 px) focus stays in the list for keyboard users.
    if (!window.matchMedia?.('(min-width: 1024px)').matches) requestAnimationFrame(() => editorHeading.current?.focus());
  }

  function change<K extends keyof EditableFields>(prompt: Prompt, field: K, value: EditableFields[K]) {
    setEdits((all) => ({ ...all, [prompt.id]: withEdit(prompt, all[prompt.id] ?? {}, field, value) }));
  }

  const discard = (id: string) =>
    setEdits((all) => {
      const { [id]: _dropped, ...rest } = all;
      return rest;
    });

  async function save(prompt: Prompt) {
    try {
      const saved = await update.mutateAsync({ id: prompt.id, changes: changedFields(prompt, edits[prompt.id]) });
      discard(prompt.id);
      toastPromptSaved(saved.version);
    } catch (error) {
      toastPromptSaveFailed(error);
    }
  }

  return (
    <AdminShell
      title="AI Prompts"
      description="The instructions the AI follows for each task. Every save becomes a new version you can return to."
      actions={providers.data ? <AiProvidersSummary providers={providers.data} /> : null}
    >
      {prompts.isPending ? <Spinner label="Loading prompts" /> : null}
      {prompts.isError ? <AdminLoadError title="The prompts could not be loaded." onRetry={() => void prompts.refetch()} /> : null}
      {prompts.data && list.length === 0 ? (
        <Card className="p-6">
          <p>No prompts yet. The server adds its starting prompts when it starts; reload this page in a moment.</p>
        </Card>
      ) : null}
      {selected ? (
        <div className="grid items-start gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
          <PromptList prompts={list} selectedId={selected.id} unsavedIds={unsavedIds} onSelect={select} />
          <div className="grid gap-6">
            <PromptEditor
              key={selected.id}
              headingRef={editorHeading}
              prompt={selected}
              edits={edits[selected.id]}
              providers={providers.data}
              saving={update.isPending && update.variables?.id === selected.id}
              onChange={(field, value) => change(selected, field, value)}
              onReset={() => discard(selected.id)}
              onSave={() => void save(selected)}
            />
            <PromptHistory key={`history-${selected.id}`} prompt={selected} hasUnsavedEdits={unsavedIds.has(selected.id)} />
            <Card className="px-5 pb-2 sm:px-6">
              <AuditTrail key={`audit-${selected.id}`} entityType="prompt" entityId={selected.id} />
            </Card>
          </div>
        </div>
      ) : null}
    </AdminShell>
  );
}
