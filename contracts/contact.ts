import { z } from 'zod';
import { messageKey } from './i18n/keys.ts';
import { oneLine } from './one-line.ts';

export const ContactCategory = z.enum(['general', 'support', 'billing', 'feedback']);
export type ContactCategory = z.infer<typeof ContactCategory>;
export const ContactStatus = z.enum(['new', 'read', 'resolved']);

export const CONTACT_MESSAGES = {
  sentTitle: 'Message sent!',
  sent: "We'll get back to you within 24 hours.",
  failed: 'Failed to send message. Please try again.',
  missingFields: 'Please fill in all fields',
} as const;

// Validation messages are catalogue keys (issue 37): the server answers them in the visitor's language, the form shows them through t.
const NAME_MISSING = messageKey('formErrors.nameMissing');
const MESSAGE_MISSING = messageKey('formErrors.messageMissing');
const MAX_200 = messageKey('formErrors.max200');

/**
 * POST /api/contact (spec 000 §3 Contact message payload, 001 §5). `website` is a honeypot:
 * hidden from people, filled by bots; such a message is acknowledged and dropped.
 */
export const ContactRequest = z.object({
  name: oneLine(z.string({ error: NAME_MISSING }).trim().min(1, NAME_MISSING).max(200, MAX_200)),
  email: z
    .string({ error: messageKey('formErrors.emailMissing') })
    .trim()
    .pipe(z.email(messageKey('formErrors.emailInvalid'))),
  message: z.string({ error: MESSAGE_MISSING }).trim().min(1, MESSAGE_MISSING).max(5000, messageKey('formErrors.messageTooLong')),
  subject: z.string().trim().max(200, MAX_200).optional(),
  category: ContactCategory.default('general'),
  metadata: z.object({ source: z.string().trim().max(50), planId: z.string().max(64).optional() }).optional(),
  website: z.string().optional(),
});
export type ContactRequest = z.input<typeof ContactRequest>;
export const ContactResponse = z.object({ message: z.string() });
