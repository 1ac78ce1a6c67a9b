import { createElement, useEffect, useReducer, type ComponentType } from 'react';
import { FullScreenSpinner } from './components/ui/spinner';
import { patternToRegExp } from './lib/route-pattern';
import type { WebBundle } from './i18n/catalogue-loaders';
import { i18nStore, loadBundle } from './i18n/i18n-store';
import type { PageProps } from './page-props';

/**
 * Who may open a route:
 * - `public`: everyone (shop, contact, static pages).
 * - `guest`: signed-out visitors only; a signed-in parent is sent to /dashboard instead
 *   (the visitor home page, sign-in, sign-up).
 * - `protected`: signed-in parents only; a visitor gets the "logged out" toast and the login.
 * - `admin`: the administrator only; a visitor gets "Unauthorized" and the login, a parent
 *   "Access Denied" and the home page (spec 001 §6). The server checks again on every call.
 */
export type RouteAccess = 'public' | 'guest' | 'protected' | 'admin';

export interface AppRoute {
  /** A wouter pattern: '/plans/:planId', '/admin/*'. */
  path: string;
  access: RouteAccess;
  component: ComponentType<PageProps>;
}

/** Each page's chunk loader, so the page being opened can start loading before sign-in is known. */
const loaders = new WeakMap<ComponentType<PageProps>, () => Promise<unknown>>();

/** A promise that says, once settled, what it settled to, so a render can read it at once. */
type Tracked<T> = Promise<T> & ({ status: 'pending' } | { status: 'fulfilled'; value: T } | { status: 'rejected'; reason: unknown });

function tracked<T>(promise: Promise<T>): Tracked<T> {
  const result: Tracked<T> = Object.assign(promise, { status: 'pending' as const });
  promise.then(
    (value) => Object.assign(result, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(result, { status: 'rejected', reason }),
  );
  return result;
}

/**
 * Each page is its own chunk, fetched the first time its route is opened (or at start, by
 * preloadRoute). Until it arrives the page shows the "Loading page" spinner itself rather than
 * suspending: React holds content that replaces a Suspense fallback back until 300 ms after the
 * fallback appeared, and on a phone the sign-in check usually answers just before the chunk is
 * in, so every first screen would wait those 300 ms for nothing. A chunk that has arrived
 * renders at once.
 */
function page<M extends Record<K, ComponentType<PageProps>>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
  bundle: WebBundle = 'core',
): ComponentType<PageProps> {
  let loading: Tracked<ComponentType<PageProps>> | undefined;
  // The page's words come with its code: a page behind sign-in waits for the `app` messages too.
  const start = () => (loading ??= tracked(Promise.all([load(), loadBundle(bundle)]).then(([module]) => module[name])));
  function Page(props: PageProps) {
    const chunk = start();
    const [, arrived] = useReducer((count: number) => count + 1, 0);
    useEffect(() => {
      if (chunk.status === 'pending') chunk.then(arrived, arrived);
    }, [chunk]);
    if (chunk.status === 'fulfilled') return createElement(chunk.value, props);
    // A chunk that failed to load: the error boundary says so, as with React.lazy.
    if (chunk.status === 'rejected') throw chunk.reason;
    return createElement(FullScreenSpinner, { label: i18nStore.get().t('common.loadingPage') });
  }
  Page.displayName = name;
  // A failed early fetch (a network blip at start) is tried again when the page renders;
  // a failure while rendering stays, for the error boundary.
  loaders.set(Page, () => start().catch(() => void (loading = undefined)));
  return Page;
}

/**
 * Starts fetching the chunk of the page at `path` at once. The router renders only after the
 * sign-in check answers; without this the page's chunk would wait for it (a full round trip
 * on the landing page's critical path). Settles, never rejects, once the chunk is in (or failed).
 */
export function preloadRoute(path: string): Promise<void> {
  const route = routes.find((r) => patternToRegExp(r.path).test(path));
  const load = route ? loaders.get(route.component) : undefined;
  return load ? load().then(() => undefined) : Promise.resolve();
}

/**
 * The route table. A feature adds its screens here, e.g.
 *   { path: '/plans/:planId', access: 'protected', component: page(() => import('./features/plans/routes/plan-page'), 'PlanPage') }
 * Order matters only between overlapping patterns: the first match wins.
 */
export const routes: AppRoute[] = [
  { path: '/', access: 'guest', component: page(() => import('./features/home/routes/home-page'), 'HomePage') },
  {
    path: '/sign-in',
    access: 'guest',
    component: page(() => import('./features/auth/routes/sign-in-page'), 'SignInPage'),
  },
  {
    // SSO_PROBLEM_PATH (contracts/auth.ts; not imported here, it would bring zod to the first screen).
    path: '/sign-in/problem',
    access: 'public',
    component: page(() => import('./features/auth/routes/sso-problem-page'), 'SsoProblemPage'),
  },
  {
    path: '/sign-up',
    access: 'guest',
    component: page(() => import('./features/auth/routes/sign-up-page'), 'SignUpPage'),
  },
  {
    path: '/forgot-password',
    access: 'public',
    component: page(() => import('./features/auth/routes/forgot-password-page'), 'ForgotPasswordPage'),
  },
  {
    path: '/reset-password',
    access: 'public',
    component: page(() => import('./features/auth/routes/reset-password-page'), 'ResetPasswordPage'),
  },
  {
    path: '/verify-email',
    access: 'public',
    component: page(() => import('./features/auth/routes/verify-email-page'), 'VerifyEmailPage'),
  },
  {
    path: '/shared/:token',
    access: 'public',
    component: page(() => import('./features/reports/routes/shared-report-page'), 'SharedReportPage'),
  },
  {
    path: '/unsubscribe',
    access: 'public',
    component: page(() => import('./features/notices/routes/unsubscribe-page'), 'UnsubscribePage'),
  },
  {
    path: '/free-analysis',
    access: 'public',
    component: page(() => import('./features/free-analysis/routes/free-analysis-page'), 'FreeAnalysisPage'),
  },
  {
    // Issue 33: the free analysis' closer look — the shape sheet, without an account.
    path: '/tasks/shapes',
    access: 'public',
    component: page(() => import('./features/tasks/routes/shape-sheet-page'), 'ShapeSheetPage'),
  },
  {
    // A scored task, so a reload or a kept link opens it again (the API checks who may read it).
    path: '/tasks/:id',
    access: 'public',
    component: page(() => import('./features/tasks/routes/task-result-page'), 'TaskResultPage'),
  },
  {
    path: '/dashboard',
    access: 'protected',
    component: page(() => import('./features/plans/routes/dashboard-page'), 'DashboardPage'),
  },
  {
    path: '/account',
    access: 'protected',
    component: page(() => import('./features/account/routes/account-page'), 'AccountPage', 'app'),
  },
  {
    // Shown right after the account and its session are gone, so open to everyone.
    path: '/account-deleted',
    access: 'public',
    component: page(() => import('./features/account/routes/account-deleted-page'), 'AccountDeletedPage', 'app'),
  },
  {
    path: '/plans/:planId/setup',
    access: 'protected',
    component: page(() => import('./features/plans/routes/plan-setup-page'), 'PlanSetupPage'),
  },
  {
    path: '/plans/:planId',
    access: 'protected',
    component: page(() => import('./features/plans/routes/plan-page'), 'PlanPage'),
  },
  {
    path: '/plans/:planId/submit/:weekNumber',
    access: 'protected',
    component: page(() => import('./features/submissions/routes/submit-challenge-page'), 'SubmitChallengePage', 'app'),
  },
  {
    // Missing parameters are allowed here so the screen can send the parent to the dashboard.
    path: '/submit-challenge/:planId?/:weekNumber?',
    access: 'protected',
    component: page(() => import('./features/submissions/routes/submit-challenge-page'), 'SubmitChallengePage', 'app'),
  },
  {
    path: '/challenge-results/:submissionId',
    access: 'protected',
    component: page(() => import('./features/submissions/routes/challenge-results-page'), 'ChallengeResultsPage', 'app'),
  },
  {
    path: '/challenge-preparation/:planId/:weekNumber',
    access: 'protected',
    component: page(() => import('./features/submissions/routes/challenge-preparation-page'), 'ChallengePreparationPage', 'app'),
  },
  {
    // weekNumber defaults to 1 (spec 000 §2).
    path: '/challenge-interactive/:planId/:weekNumber?',
    access: 'protected',
    component: page(() => import('./features/submissions/routes/interactive-session-page'), 'InteractiveSessionPage', 'app'),
  },
  { path: '/shop', access: 'public', component: page(() => import('./features/shop/routes/shop-page'), 'ShopPage', 'app') },
  {
    path: '/configure/frame',
    access: 'public',
    component: page(() => import('./features/shop/routes/configure-frame-page'), 'ConfigureFramePage', 'app'),
  },
  {
    path: '/configure/tshirt',
    access: 'public',
    component: page(() => import('./features/shop/routes/configure-tshirt-page'), 'ConfigureTshirtPage', 'app'),
  },
  {
    // The sandbox's checkout page for a keepsake (Stripe Checkout when Stripe is configured).
    path: '/shop/checkout/:orderId',
    access: 'protected',
    component: page(() => import('./features/orders/routes/sandbox-order-checkout-page'), 'SandboxOrderCheckoutPage', 'app'),
  },
  {
    // Where a paid checkout returns: the order number and what happens next.
    path: '/shop/orders/:orderId',
    access: 'protected',
    component: page(() => import('./features/orders/routes/order-page'), 'OrderPage', 'app'),
  },
  {
    // Public: a visitor sees the plan and is asked to sign in before paying.
    path: '/checkout',
    access: 'public',
    component: page(() => import('./features/payments/routes/checkout-page'), 'CheckoutPage'),
  },
  {
    // The sandbox's 3-D Secure page; public like a bank's own page (the API checks the owner).
    path: '/sandbox/authenticate/:paymentIntentId',
    access: 'public',
    component: page(() => import('./features/payments/routes/sandbox-authenticate-page'), 'SandboxAuthenticatePage'),
  },
  {
    path: '/contact',
    access: 'public',
    component: page(() => import('./features/contact/routes/contact-page'), 'ContactPage'),
  },
  {
    path: '/help-center',
    access: 'public',
    component: page(() => import('./features/help/routes/help-center-page'), 'HelpCenterPage'),
  },
  {
    // Issue 32: what one drawing can and cannot tell (ESTIMATE_EXPLAINER_PATH).
    path: '/help/drawing-age',
    access: 'public',
    component: page(() => import('./features/help/routes/drawing-age-page'), 'DrawingAgePage'),
  },
  {
    path: '/parent-guide',
    access: 'public',
    component: page(() => import('./features/help/routes/parent-guide-page'), 'ParentGuidePage'),
  },
  {
    path: '/about-us',
    access: 'public',
    component: page(() => import('./features/help/routes/about-page'), 'AboutPage'),
  },
  {
    path: '/privacy-policy',
    access: 'public',
    component: page(() => import('./features/legal/routes/privacy-policy-page'), 'PrivacyPolicyPage'),
  },
  {
    path: '/terms-of-service',
    access: 'public',
    component: page(() => import('./features/legal/routes/terms-of-service-page'), 'TermsOfServicePage'),
  },
  {
    path: '/cookie-policy',
    access: 'public',
    component: page(() => import('./features/legal/routes/cookie-policy-page'), 'CookiePolicyPage'),
  },
  {
    path: '/refund-policy',
    access: 'public',
    component: page(() => import('./features/legal/routes/refund-policy-page'), 'RefundPolicyPage'),
  },
  {
    path: '/legal-notice',
    access: 'public',
    component: page(() => import('./features/legal/routes/legal-notice-page'), 'LegalNoticePage'),
  },
  {
    path: '/admin/prompts',
    access: 'admin',
    component: page(() => import('./features/admin/routes/admin-prompts-page'), 'AdminPromptsPage'),
  },
  {
    path: '/admin/users',
    access: 'admin',
    component: page(() => import('./features/admin/routes/admin-users-page'), 'AdminUsersPage'),
  },
  {
    path: '/admin/messages',
    access: 'admin',
    component: page(() => import('./features/admin/routes/admin-messages-page'), 'AdminMessagesPage'),
  },
  {
    path: '/admin/orders',
    access: 'admin',
    component: page(() => import('./features/admin/routes/admin-orders-page'), 'AdminOrdersPage'),
  },
  {
    path: '/admin/vouchers',
    access: 'admin',
    component: page(() => import('./features/admin/routes/admin-vouchers-page'), 'AdminVouchersPage'),
  },
];

/**
 * Areas that need a session even where no screen exists yet: a signed-out visitor following
 * an old link is sent to log in (and back here), not shown a 404. Signed-in parents get the
 * 404 until the screen is added to `routes`.
 */
export const PROTECTED_PATHS: readonly string[] = [
  '/dashboard',
  '/plans/*',
  '/submit-challenge/*',
  '/challenge-results/*',
  '/challenge-preparation/*',
  '/challenge-interactive/*',
  '/admin/*',
  '/shop/checkout/*',
  '/shop/orders/*',
];

export const NotFoundPage = page(() => import('./features/not-found/routes/not-found-page'), 'NotFoundPage');
