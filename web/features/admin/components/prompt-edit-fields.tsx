import { useId } from 'react';
import { PROMPT_PLACEHOLDERS, PromptProvider } from '../../../../contracts/prompts';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { TextField } from '@/components/ui/text-field';
import type { EditableFields } from '../lib/prompt-edits';
import { PROVIDER_LABELS } from './prompt-provider-note';

/** The spec's model examples (spec 001 §2); any model the provider offers may be typed. */
export const MODEL_EXAMPLES = ['gpt-4o-mini', 'gpt-4o', 'whisper-1', 'openrouter/auto', 'mistralai/mistral-small'] as const;

interface PromptEditFieldsProps {
  draft: EditableFields;
  onChange: <K extends keyof EditableFields>(field: K, value: EditableFields[K]) => void;
}

/** The Edit tab: provider, model and the prompt text. */
export function PromptEditFields({ draft, onChange }: PromptEditFieldsProps) {
  const id = useId();
  return (
    <div className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-provider`}>Provider</Label>
          <NativeSelect id={`${id}-provider`} value={draft.provider} onChange={(e) => onChange('provider', PromptProvider.parse(e.target.value))}>
            {PromptProvider.options.map((provider) => (
              <option key={provider} value={provider}>
                {PROVIDER_LABELS[provider]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <TextField
          id={`${id}-model`}
          name="model"
          label="Model"
          list={`${id}-models`}
          autoComplete="off"
          spellCheck={false}
          value={draft.model}
          onChange={(e) => onChange('model', e.target.value)}
          hint={`Examples: ${MODEL_EXAMPLES.join(', ')}`}
        />
        <datalist id={`${id}-models`}>
          {MODEL_EXAMPLES.map((model) => (
            <option key={model} value={model} />
          ))}
        </datalist>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-prompt`}>Prompt</Label>
        <textarea
          id={`${id}-prompt`}
          aria-describedby={`${id}-placeholders`}
          value={draft.prompt}
          onChange={(e) => onChange('prompt', e.target.value)}
          rows={16}
          spellCheck={false}
          className="block w-full rounded-xl border border-input bg-background p-4 font-mono text-base leading-relaxed text-foreground sm:text-sm"
        />
        <p id={`${id}-placeholders`} className="text-sm text-muted">
          Placeholders filled in for each child: {PROMPT_PLACEHOLDERS.map((name) => `{{${name}}}`).join(', ')}
        </p>
      </div>
    </div>
  );
}
