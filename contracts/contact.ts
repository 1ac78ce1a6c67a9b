import { z } from 'zod';
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

/**
 * POST /api/contact (spec 000 §3 Contact message payload, 001 §5). `website` is a honeypot:
 * hidden from people, filled by bots; such a message is acknowledged and dropped.
 */
export const ContactRequest = z.object({
  name: oneLine(z.string({ error: 'Please enter your name' }).trim().min(1, 'Please enter your name').max(200, 'Please use at most 200 characters')),
  email: z.string({ error: 'Please enter your email' }).trim().pipe(z.email('Please enter a valid email address')),
  message: z.string({ error: 'Please enter a message' }).trim().min(1, 'Please enter a message').max(5000, 'Please keep the message under 5000 characters'),
  subject: z.string().trim().max(200, 'Please use at most 200 characters').optional(),
  category: ContactCategory.default('general'),
  metadata: z.object({ source: z.string().trim().max(50), planId: z.string().max(64).optional() }).optional(),
  website: z.string().optional(),
});
export type ContactRequest = z.input<typeof ContactRequest>;
export const ContactResponse = z.object({ message: z.string() });
