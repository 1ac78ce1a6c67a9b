import { BRAND } from '../../../contracts/brand.ts';

export type EmailTemplate = 'welcome' | 'sign-up-attempt' | 'verify-email' | 'reset-password' | 'administrator-link' | 'password-changed';

type Recipient = { name: string; firstName: string | null };

const SIGN_OFF = `— The ${BRAND.name} team`;

/** Plain-text e-mails in Kritzel's voice: warm, short, no tracking. `link` is the confirmation or reset link. */
export function renderEmail(template: EmailTemplate, user: Recipient, publicUrl: string, link: string | null = null): { subject: string; text: string } {
  const hello = `Hello ${user.firstName || user.name},`;
  const lines = (...body: string[]) => [hello, '', ...body, '', SIGN_OFF].join('\n');
  if (template === 'welcome') {
    const confirm = link ? ['', `Please confirm that this e-mail address is yours: ${link}`, 'The link works for three days.'] : [];
    return {
      subject: `Welcome to ${BRAND.name}`,
      text: lines(
        `Thank you for joining ${BRAND.name}. Every child starts with a scribble, and we are glad to follow your child's drawings with you.`,
        ...confirm,
        '',
        `Whenever you are ready, start from your dashboard: ${publicUrl}/dashboard`,
      ),
    };
  }
  if (template === 'verify-email') {
    return {
      subject: `Please confirm your e-mail address for ${BRAND.name}`,
      text: lines(
        `Please confirm that this e-mail address is yours: ${link ?? `${publicUrl}/account`}`,
        'The link works for three days.',
        '',
        `If you did not ask for it, you can ignore this message.`,
      ),
    };
  }
  if (template === 'reset-password') {
    return {
      subject: `Reset your ${BRAND.name} password`,
      text: lines(
        `Somebody asked to reset the password of your ${BRAND.name} account. To choose a new one, open: ${link ?? `${publicUrl}/forgot-password`}`,
        'The link works for one hour and only once. Choosing a new password signs you out on every device.',
        '',
        'If it was not you, you can ignore this message: your password stays as it is.',
      ),
    };
  }
  if (template === 'administrator-link') {
    return {
      subject: `Choose your ${BRAND.name} administrator password`,
      text: lines(
        `This address is listed as an administrator of ${BRAND.name}. To take up the role, choose your password here: ${link ?? `${publicUrl}/forgot-password`}`,
        'The link works for one hour and only once. Choosing the password signs this account out on every device, so only you hold the role.',
        `If it has run out, "Forgot password?" on the sign-in page sends a new one: ${publicUrl}/forgot-password`,
        '',
        'If you did not expect this message, you can ignore it: nothing changes until the password is chosen.',
      ),
    };
  }
  if (template === 'password-changed') {
    return {
      subject: `Your ${BRAND.name} password was changed`,
      text: lines(
        `The password of your ${BRAND.name} account was just changed. If it was you, there is nothing more to do.`,
        '',
        `If it was not you, choose a new password now: ${publicUrl}/forgot-password`,
        'This signs the account out on every device.',
        `Then write to us and we will help you check your account: ${publicUrl}/contact`,
      ),
    };
  }
  return {
    subject: `Someone tried to create a ${BRAND.name} account with your e-mail`,
    text: lines(
      `Somebody just tried to create a new ${BRAND.name} account with this e-mail address. You already have one, so nothing was changed.`,
      '',
      `If it was you, simply sign in: ${publicUrl}/sign-in`,
      `If you forgot your password, choose a new one: ${publicUrl}/forgot-password`,
      'If it was not you, you can ignore this message.',
    ),
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
