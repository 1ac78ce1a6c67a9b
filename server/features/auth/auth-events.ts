import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { sendEmailJob, writeToOutbox, type SendEmailPayload } from '../../jobs/send-email.ts';
import type { AuthEvents } from './auth.ts';

/** A link's own dedupe key: a resend is a new message, the same link is never sent twice. */
const linkKey = (link: string) => crypto.createHash('sha256').update(link).digest('hex').slice(0, 16);

type LinkMail = Extract<SendEmailPayload, { userId: string }> & { link: string };

/** What the auth library's events do in Kritzel: e-mails through the job queue, the proven administrator. */
export function createAuthEvents({ queue, db, publicUrl }: { queue: JobQueue; db: Db; publicUrl: string }): AuthEvents {
  // A link goes into the outbox row only, never into the job: the queue keeps finished jobs for
  // days, and the outbox drops the link once the mail is sent (send-email.ts).
  const sendLink = async ({ link, ...mail }: LinkMail) => {
    await writeToOutbox({ db, publicUrl }, { ...mail, link });
    await queue.enqueue(sendEmailJob, mail);
  };
  return {
    userCreated: async (userId, confirmLink) => {
      const welcome = { template: 'welcome', userId, dedupeKey: `welcome:${userId}` } as const;
      await (confirmLink ? sendLink({ ...welcome, link: confirmLink }) : queue.enqueue(sendEmailJob, welcome));
    },
    existingUserSignUp: async (userId) => {
      // One notice per hour at most, however often someone tries.
      const hour = new Date().toISOString().slice(0, 13);
      await queue.enqueue(sendEmailJob, { template: 'sign-up-attempt', userId, dedupeKey: `sign-up-attempt:${userId}:${hour}` });
    },
    verificationRequested: async (userId, confirmLink) => {
      await sendLink({ template: 'verify-email', userId, link: confirmLink, dedupeKey: `verify-email:${userId}:${linkKey(confirmLink)}` });
    },
    passwordResetRequested: async (userId, resetLink, template) => {
      await sendLink({ template, userId, link: resetLink, dedupeKey: `${template}:${userId}:${linkKey(resetLink)}` });
    },
    passwordChanged: (userId) => sendPasswordChangedNotice(queue, userId),
    administratorProven: async (userId) => {
      await db.update(users).set({ role: 'admin', updatedAt: new Date() }).where(eq(users.id, userId));
    },
  };
}

/** Tells the account's address that its password changed, with what to do if it was not them. Each change is its own notice. */
export async function sendPasswordChangedNotice(queue: JobQueue, userId: string): Promise<void> {
  await queue.enqueue(sendEmailJob, { template: 'password-changed', userId, dedupeKey: `password-changed:${userId}:${crypto.randomUUID()}` });
}
