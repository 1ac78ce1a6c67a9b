/**
 * The pages a search engine may list: the signed-out routes of spec 001 §2 "Route table",
 * without /checkout (a payment step with nothing to read until a plan is chosen).
 * web/routes.ts owns the screens; server and web never import each other, so the list lives here.
 */
export const PUBLIC_PAGES: readonly string[] = [
  '/',
  '/free-analysis',
  '/tasks/shapes',
  '/shop',
  '/configure/frame',
  '/configure/tshirt',
  '/contact',
  '/help-center',
  '/help/drawing-age',
  '/parent-guide',
  '/about-us',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
  '/refund-policy',
  '/legal-notice',
];

/**
 * Areas behind a sign-in, payment steps and the API: nothing there is for a search index, and
 * a crawler following an old link there would only meet the login.
 */
export const PRIVATE_PREFIXES: readonly string[] = [
  '/api/',
  '/dashboard',
  '/account',
  '/plans/',
  '/submit-challenge/',
  '/challenge-results/',
  '/challenge-preparation/',
  '/challenge-interactive/',
  '/admin/',
  '/checkout',
  '/shop/checkout/',
  '/shop/orders/',
  '/sandbox/',
  // One-time links from e-mails: their tokens must never reach an index.
  '/reset-password',
  '/verify-email',
  // A parent's shared report: the link is the key (its pages also send X-Robots-Tag: noindex).
  '/shared/',
  '/unsubscribe',
];
