import { z } from 'zod';

export const PromptProvider = z.enum(['openrouter', 'openai']);
export type PromptProvider = z.infer<typeof PromptProvider>;

/** One prompt per AI task. */
export const PromptName = z.enum([
  'drawing-analysis',
  'submission-evaluation',
  'checkpoint-evaluation',
  'plan-generation',
  'conversation',
  'examples',
  'transcription',
]);
export type PromptName = z.infer<typeof PromptName>;

/** The placeholders the admin area highlights (spec 001 §2 AI Prompts). */
export const PROMPT_PLACEHOLDERS = [
  'AGE',
  'COGNITIVE_AGE',
  'TARGET_AGE',
  'DEVELOPMENT_STATUS',
  'STRENGTHS',
  'AREAS_FOR_IMPROVEMENT',
  'WEEK_NUMBER',
  'CHALLENGE_TITLE',
  'CHALLENGE_DESCRIPTION',
  'TARGET_SKILLS',
] as const;
export type PromptPlaceholder = (typeof PROMPT_PLACEHOLDERS)[number];

/** Spec 001 §3 Prompt. */
export const Prompt = z.object({
  id: z.string(),
  name: PromptName,
  description: z.string(),
  prompt: z.string(),
  model: z.string(),
  provider: PromptProvider,
  version: z.number().int(),
  isActive: z.boolean(),
  updatedAt: z.string(),
});
export type Prompt = z.infer<typeof Prompt>;

/** PATCH /api/admin/prompts/{id}: only the changed fields are sent. */
export const UpdatePromptRequest = z
  .object({
    prompt: z.string().trim().min(1, 'The prompt text cannot be empty').max(20_000).optional(),
    model: z.string().trim().min(1, 'Please enter a model').max(200).optional(),
    provider: PromptProvider.optional(),
  })
  .refine((v) => v.prompt !== undefined || v.model !== undefined || v.provider !== undefined, 'Nothing to update');
export type UpdatePromptRequest = z.infer<typeof UpdatePromptRequest>;
