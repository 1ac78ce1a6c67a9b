import { z } from 'zod';
import { messageKey } from './i18n/keys.ts';

/**
 * CR, LF, tab and every other C0 or C1 control character, DEL, and Unicode's line and paragraph
 * separators. A name is echoed into e-mails, PDFs and the administrator's lists; a line break in
 * it starts a line that Kritzel did not write (issue 34: a first name carried a URL on its own
 * line into a welcome e-mail).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const LINE_BREAKING = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;

export const ONE_LINE_MESSAGE = 'Please write this on one line, without line breaks, tabs or control characters';

/** The same as a message key: the API answers it in the request's language, a form shows it through t. */
export const ONE_LINE_MESSAGE_KEY = messageKey('validation.oneLine');

export const isOneLine = (text: string): boolean => !LINE_BREAKING.test(text);

/** The one rule for every name field (people, children, shop addresses): one line of text. */
export const oneLine = <T extends z.ZodString>(schema: T): T => schema.refine(isOneLine, ONE_LINE_MESSAGE_KEY);
