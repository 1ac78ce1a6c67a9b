import { PROMPT_PLACEHOLDERS, type Prompt, type UpdatePromptRequest } from '../../../../contracts/prompts';

/** The three things an admin may change on a prompt (spec 001 §6). */
export type EditableFields = Pick<Prompt, 'prompt' | 'model' | 'provider'>;
/** Unsaved edits of one prompt: only the fields that differ from the saved prompt. */
export type PromptEdits = Partial<EditableFields>;
/** Unsaved edits of every prompt, by prompt id, so switching prompts loses nothing. */
export type EditsByPrompt = Record<string, PromptEdits>;

/** 'drawing-analysis' → 'Drawing Analysis'. */
export function promptTitle(name: string): string {
  return name
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}

/** Records one field's new value; typing back the saved value removes the edit again. */
export function withEdit<K extends keyof EditableFields>(saved: EditableFields, edits: PromptEdits, field: K, value: EditableFields[K]): PromptEdits {
  const next = { ...edits };
  if (saved[field] === value) delete next[field];
  else next[field] = value;
  return next;
}

/** What the editor shows: the saved prompt with the unsaved edits on top. */
export function draftOf(saved: EditableFields, edits: PromptEdits | undefined): EditableFields {
  return { prompt: edits?.prompt ?? saved.prompt, model: edits?.model ?? saved.model, provider: edits?.provider ?? saved.provider };
}

/**
 * The PATCH body: only the fields that really differ from the saved prompt (spec 001 §5),
 * compared again at save time because the saved prompt may have moved on (a restore).
 */
export function changedFields(saved: EditableFields, edits: PromptEdits | undefined): UpdatePromptRequest {
  const changes: UpdatePromptRequest = {};
  if (edits?.prompt !== undefined && edits.prompt !== saved.prompt) changes.prompt = edits.prompt;
  if (edits?.model !== undefined && edits.model !== saved.model) changes.model = edits.model;
  if (edits?.provider !== undefined && edits.provider !== saved.provider) changes.provider = edits.provider;
  return changes;
}

export const hasChanges = (saved: EditableFields, edits: PromptEdits | undefined) => Object.keys(changedFields(saved, edits)).length > 0;

export type PromptSegment = { text: string; placeholder?: { name: string; known: boolean } };

const KNOWN = new Set<string>(PROMPT_PLACEHOLDERS);
// The same two forms the server fills in (server/features/prompts/render-prompt.ts): {{NAME}} and {NAME}.
const PLACEHOLDER = /\{\{\s*([A-Z_]+)\s*\}\}|\{([A-Z_]+)\}/g;

/**
 * Splits a prompt into text and placeholders for the Preview. An unknown name in double
 * braces is flagged: the server leaves it as it is, so the model would see the braces.
 */
export function splitPlaceholders(text: string): PromptSegment[] {
  const segments: PromptSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = (match[1] ?? match[2])!;
    const known = KNOWN.has(name);
    // A single-brace word that is not a placeholder (e.g. JSON in an example) is plain text.
    if (!known && match[2] !== undefined) continue;
    if (match.index > last) segments.push({ text: text.slice(last, match.index) });
    segments.push({ text: match[0], placeholder: { name, known } });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last) });
  return segments;
}
