import { Info } from 'lucide-react';
import type { AiProvidersResponse } from '../../../../contracts/admin';
import type { PromptName, PromptProvider } from '../../../../contracts/prompts';

export const PROVIDER_LABELS: Record<PromptProvider, string> = { openai: 'OpenAI', openrouter: 'OpenRouter' };

/**
 * Without a key for its provider a task does not reach any AI: say what happens instead, so
 * an admin does not tune a prompt and wonder why nothing changes.
 */
export function PromptProviderNote({ name, provider, providers }: { name: PromptName; provider: PromptProvider; providers: AiProvidersResponse | undefined }) {
  if (!providers) return null;
  const label = PROVIDER_LABELS[provider];
  if (providers[provider]) {
    return <p className="text-sm text-leaf">{label} is configured on this server: this prompt is used as saved.</p>;
  }
  const fallback =
    name === 'transcription' ? 'so recordings are kept without transcripts on this server.' : 'so this task runs on the local analyser on this server.';
  return (
    <p className="flex gap-2 rounded-xl border border-sky/50 bg-background p-3 text-sm">
      <Info className="mt-0.5 size-4 shrink-0 text-sky" aria-hidden="true" />
      <span>
        No {label} key is set, {fallback} Your prompt is kept and used once a key is added.
      </span>
    </p>
  );
}

/** One line at the top of the page: which providers this server can reach. */
export function AiProvidersSummary({ providers }: { providers: AiProvidersResponse }) {
  const entries = Object.entries(PROVIDER_LABELS) as [PromptProvider, string][];
  return (
    <ul aria-label="AI providers on this server" className="flex flex-wrap gap-2 text-sm">
      {entries.map(([key, label]) => (
        <li
          key={key}
          className={providers[key] ? 'rounded-full border border-leaf/60 px-3 py-1 text-leaf' : 'rounded-full border border-border px-3 py-1 text-muted'}
        >
          {label}: {providers[key] ? 'key configured' : 'no key (local analyser)'}
        </li>
      ))}
    </ul>
  );
}
