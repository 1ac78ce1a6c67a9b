import type { Logger } from 'pino';
import type { z } from 'zod';
import type { ContactRequest } from '../../../contracts/contact.ts';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { sendEmailJob } from '../../jobs/send-email.ts';
import { contactRepository } from './repository.ts';
import { messageKey } from '../../../contracts/i18n/keys.ts';

/** The acknowledgement the browser receives (it shows its own "Message sent!" notice), in the request's language. */
export const CONTACT_ACKNOWLEDGEMENT = messageKey('answers.contact.sent');
/** Where a message came from when the form does not say. */
const DEFAULT_SOURCE = 'contact_page';

export type SendContactMessageOptions = {
  db: Db;
  queue: JobQueue;
  logger: Logger;
  supportEmail: string;
  /** Null for a visitor who is not signed in. */
  userId: string | null;
  request: z.output<typeof ContactRequest>;
};

/**
 * Stores the message for the support inbox and sends the operator a copy through a job after
 * the insert. A filled honeypot is acknowledged the same way and dropped, so bots learn
 * nothing. A planId is kept only when it is the signed-in parent's own plan.
 */
export async function sendContactMessage(options: SendContactMessageOptions): Promise<{ message: string }> {
  const { db, queue, logger, supportEmail, userId, request } = options;
  if (request.website?.trim()) {
    logger.info('contact message with a filled honeypot dropped');
    return { message: CONTACT_ACKNOWLEDGEMENT };
  }
  const planId = request.metadata?.planId;
  const keepPlan = planId !== undefined && userId !== null && (await contactRepository.ownsPlan(db, { planId, userId }));
  const source = request.metadata?.source || DEFAULT_SOURCE;
  const row = await contactRepository.insert(db, {
    name: request.name,
    email: request.email,
    subject: request.subject || null,
    category: request.category,
    message: request.message,
    userId,
    metadata: keepPlan ? { source, planId } : { source },
  });
  try {
    await queue.enqueue(sendEmailJob, { template: 'contact-notification', contactMessageId: row.id, to: supportEmail, dedupeKey: `contact:${row.id}` });
  } catch (error) {
    // The message is stored and listed for the operator; the parent's message is not lost.
    logger.error({ err: error, contactMessageId: row.id }, 'could not enqueue the contact notification');
  }
  logger.info({ contactMessageId: row.id, category: row.category, source }, 'contact message stored');
  return { message: CONTACT_ACKNOWLEDGEMENT };
}
