import { Eye, Pencil } from 'lucide-react';
import type { Ref } from 'react';
import type { AiProvidersResponse } from '../../../../contracts/admin';
import type { Prompt } from '../../../../contracts/prompts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Tabs } from '@/components/ui/tabs';
import { formatDateTime } from '../lib/format';
import { draftOf, hasChanges, promptTitle, type EditableFields, type PromptEdits } from '../lib/prompt-edits';
import { PromptActiveBadge, PromptVersionBadge } from './prompt-badges';
import { PromptEditFields } from './prompt-edit-fields';
import { PromptPreview } from './prompt-preview';
import { PromptProviderNote } from './prompt-provider-note';

interface PromptEditorProps {
  prompt: Prompt;
  edits: PromptEdits | undefined;
  providers: AiProvidersResponse | undefined;
  saving: boolean;
  onChange: <K extends keyof EditableFields>(field: K, value: EditableFields[K]) => void;
  onReset: () => void;
  onSave: () => void;
  /** The heading takes focus when the admin picks a prompt, so a phone scrolls to it. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * One prompt: Edit and Preview tabs over the same draft. Reset and Save Changes exist only
 * while the draft differs from the saved prompt (spec 001 §2).
 */
export function PromptEditor({ prompt, edits, providers, saving, onChange, onReset, onSave, headingRef }: PromptEditorProps) {
  const draft = draftOf(prompt, edits);
  const changed = hasChanges(prompt, edits);
  const title = promptTitle(prompt.name);
  return (
    <Card className="grid gap-5 p-5 sm:p-6">
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h2 ref={headingRef} tabIndex={-1} className="mr-auto text-2xl font-bold outline-none">
            {title}
          </h2>
          <PromptVersionBadge version={prompt.version} />
          <PromptActiveBadge isActive={prompt.isActive} />
        </div>
        <p className="text-muted">{prompt.description}</p>
        <p className="text-sm text-muted">
          Last updated <time dateTime={prompt.updatedAt}>{formatDateTime(prompt.updatedAt)}</time>
        </p>
      </div>
      <PromptProviderNote name={prompt.name} provider={draft.provider} providers={providers} />
      <Tabs
        label={`${title} prompt`}
        items={[
          { value: 'edit', label: 'Edit', icon: <Pencil aria-hidden="true" />, content: <PromptEditFields draft={draft} onChange={onChange} /> },
          { value: 'preview', label: 'Preview', icon: <Eye aria-hidden="true" />, content: <PromptPreview text={draft.prompt} /> },
        ]}
      />
      {changed ? (
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onReset} disabled={saving}>
            Reset
          </Button>
          <Button onClick={onSave} disabled={saving}>
            {saving ? 'Saving…' : 'Save Changes'}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
