import type { MessageKey } from '../../../contracts/i18n/keys';
import type { ConsentCategory } from '@/lib/cookie-consent';

/** A category's name and description as message keys: read them with useT() (or use CookieCategoryList). */
export type CookieCategoryInfo = { id: ConsentCategory; nameKey: MessageKey; descriptionKey: MessageKey };

/**
 * The four categories, in words a parent can judge. Shared by the settings dialog and the
 * Cookie Policy so both always say the same thing. Only the essential ones exist today.
 */
export const COOKIE_CATEGORIES: readonly CookieCategoryInfo[] = [
  { id: 'essential', nameKey: 'cookies.essential.name', descriptionKey: 'cookies.essential.description' },
  { id: 'performance', nameKey: 'cookies.performance.name', descriptionKey: 'cookies.performance.description' },
  { id: 'functional', nameKey: 'cookies.functional.name', descriptionKey: 'cookies.functional.description' },
  { id: 'marketing', nameKey: 'cookies.marketing.name', descriptionKey: 'cookies.marketing.description' },
];
