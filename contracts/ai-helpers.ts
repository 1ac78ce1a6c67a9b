import { z } from 'zod';
import { ExampleVariation } from './analysis.ts';

/** POST /api/ai/generate-conversation */
export const GenerateConversationRequest = z.object({
  challengeInstructions: z.array(z.string().trim().min(1).max(500)).min(1, 'Please provide the challenge instructions').max(20),
  challengeTitle: z.string().trim().max(200).optional(),
});
/** Lines prefixed "Parent:" or "Child:", one per line (spec 000 §7). */
export const GenerateConversationResponse = z.object({ conversation: z.string() });

export const AI_HELPER_MESSAGES = {
  conversationTitle: 'Conversation Generated!',
  conversationFailed: 'Failed to generate conversation. Please try again.',
  examplesTitle: 'Examples Generated!',
  examplesFailed: 'Failed to generate examples. Please try again.',
} as const;

/** POST /api/ai/generate-examples: five themed variations (spec 000 §9). */
export const EXAMPLE_COUNT = 5;
export const GenerateExamplesRequest = z.object({
  challengeTitle: z.string().trim().min(1, 'Please provide the challenge title').max(200),
  challengeInstructions: z.array(z.string().trim().min(1).max(500)).min(1, 'Please provide the challenge instructions').max(20),
});
export const GenerateExamplesResponse = z.object({ examples: z.array(ExampleVariation).length(EXAMPLE_COUNT) });
