import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { sendEmailJob } from '../../jobs/send-email.ts';
import type { AuthEvents } from './auth.ts';

/** A link's own dedupe key: a resend is a new message, the same link is never sent twice. */
const linkKey = (link: string) => crypto.createHash('sha256').update(link).digest('hex').slice(0, 16);

/** What the auth library's events do in Kritzel: e-mails through the job queue, the confirmed administrator. */
export function createAuthEvents({ queue, db }: { queue: JobQueue; db: Db }): AuthEvents {
  return {
    userCreated: async (userId, confirmLink) => {
      await queue.enqueue(sendEmailJob, { template: 'welcome', userId, link: confirmLink ?? undefined, dedupeKey: `welcome:${userId}` });
    },
    existingUserSignUp: async (userId) => {
      // One notice per hour at most, however often someone tries.
      const hour = new Date().toISOString().slice(0, 13);
      await queue.enqueue(sendEmailJob, { template: 'sign-up-attempt', userId, dedupeKey: `sign-up-attempt:${userId}:${hour}` });
    },
    verificationRequested: async (userId, confirmLink) => {
      await queue.enqueue(sendEmailJob, { template: 'verify-email', userId, link: confirmLink, dedupeKey: `verify-email:${userId}:${linkKey(confirmLink)}` });
    },
    passwordResetRequested: async (userId, resetLink) => {
      await queue.enqueue(sendEmailJob, { template: 'reset-password', userId, link: resetLink, dedupeKey: `reset-password:${userId}:${linkKey(resetLink)}` });
    },
    emailVerified: async (userId) => {
      await db.update(users).set({ role: 'admin', updatedAt: new Date() }).where(eq(users.id, userId));
    },
  };
}
