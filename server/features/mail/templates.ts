import { BRAND } from '../../../contracts/brand.ts';

export type EmailTemplate = 'welcome' | 'sign-up-attempt';

type Recipient = { name: string; firstName: string | null };

/** Plain-text e-mails in Kritzel's voice: warm, short, no tracking. */
export function renderEmail(template: EmailTemplate, user: Recipient, publicUrl: string): { subject: string; text: string } {
  const hello = `Hello ${user.firstName || user.name},`;
  if (template === 'welcome') {
    return {
      subject: `Welcome to ${BRAND.name}`,
      text: [
        hello,
        '',
        `Thank you for joining ${BRAND.name}. Every child starts with a scribble, and we are glad to follow your child's drawings with you.`,
        '',
        `Whenever you are ready, start from your dashboard: ${publicUrl}/dashboard`,
        '',
        `— The ${BRAND.name} team`,
      ].join('\n'),
    };
  }
  return {
    subject: `Someone tried to create a ${BRAND.name} account with your e-mail`,
    text: [
      hello,
      '',
      `Somebody just tried to create a new ${BRAND.name} account with this e-mail address. You already have one, so nothing was changed.`,
      '',
      `If it was you, simply sign in: ${publicUrl}/sign-in`,
      'If it was not you, you can ignore this message.',
      '',
      `— The ${BRAND.name} team`,
    ].join('\n'),
  };
}

/** What the operator needs to answer a contact message; the reply goes to `email`. */
export type ContactNotice = {
  name: string;
  email: string;
  category: string;
  subject: string | null;
  source: string | null;
  message: string;
};

/** The operator's copy of a contact message (to SUPPORT_EMAIL). */
export function renderContactNotification(notice: ContactNotice, publicUrl: string): { subject: string; text: string } {
  // A header is one line: whatever the sender typed, the subject never breaks into the next header.
  const topic = notice.subject?.replace(/\s+/g, ' ').trim() || 'No subject';
  return {
    subject: `[${BRAND.name} contact · ${notice.category}] ${topic}`,
    text: [
      `A new message came in through ${publicUrl}.`,
      '',
      `From: ${notice.name} <${notice.email}>`,
      `Category: ${notice.category}`,
      `Subject: ${topic}`,
      `Sent from: ${notice.source ?? 'contact page'}`,
      '',
      notice.message,
      '',
      'Reply to the sender directly; the parent was promised an answer within 24 hours.',
    ].join('\n'),
  };
}
