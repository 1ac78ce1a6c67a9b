import type { Translator } from '../../../contracts/i18n/translator.ts';
import { translator } from '../../i18n/index.ts';

/**
 * A link that signs in, confirms or resets (`…?token=…`). Whoever reads a stored copy of a mail —
 * the outbox after an SMTP server has it, or the parent's data export — must not be able to use it.
 */
const WORKING_LINK = /https?:\/\/\S*[?&]token=\S+/g;

/** The words in its place, in the language the mail was written in (English by default). */
export const linkRemoved = (t: Translator = translator('en')) => t('email.linkRemoved');

export const LINK_REMOVED = linkRemoved();

export const withoutLinks = (body: string, t?: Translator) => body.replace(WORKING_LINK, linkRemoved(t));
