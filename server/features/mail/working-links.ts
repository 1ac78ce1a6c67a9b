/**
 * A link that signs in, confirms or resets (`…?token=…`). Whoever reads a stored copy of a mail —
 * the outbox after an SMTP server has it, or the parent's data export — must not be able to use it.
 */
const WORKING_LINK = /https?:\/\/\S*[?&]token=\S+/g;

export const LINK_REMOVED = '(link removed from this copy once the e-mail was sent)';

export const withoutLinks = (body: string) => body.replace(WORKING_LINK, LINK_REMOVED);
