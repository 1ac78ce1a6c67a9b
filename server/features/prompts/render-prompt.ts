import { PROMPT_PLACEHOLDERS, type PromptPlaceholder } from '../../../contracts/prompts.ts';

export type PromptValues = Partial<Record<PromptPlaceholder, string | number | string[] | undefined>>;

/**
 * Substitutes `{{NAME}}` (and the bare `{NAME}` form admins sometimes type) with the value.
 * Lists become comma-separated; a missing value becomes "unknown" so the model never sees
 * a raw placeholder.
 */
export function renderPrompt(template: string, values: PromptValues): string {
  return template.replace(/\{\{\s*([A-Z_]+)\s*\}\}|\{([A-Z_]+)\}/g, (match, double: string | undefined, single: string | undefined) => {
    const key = (double ?? single) as PromptPlaceholder;
    if (!(key in values) && !isKnown(key)) return match;
    const value = values[key];
    if (value === undefined || value === '') return 'unknown';
    return Array.isArray(value) ? value.join(', ') : String(value);
  });
}

const KNOWN = new Set<string>(PROMPT_PLACEHOLDERS);
const isKnown = (key: string) => KNOWN.has(key);
