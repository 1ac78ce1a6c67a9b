// The cookie-consent feature's public face; the store and gate live in '@/lib/cookie-consent'.
export { CookieConsentManager } from './components/cookie-consent-manager';
export { CookieCategoryList } from './components/cookie-category-list';
export { COOKIE_CATEGORIES, type CookieCategoryInfo } from './categories';
