import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { figureDrawing } from '../test/drawings.ts';
import type { Plan } from '../contracts/plans.ts';
import { routes } from '../web/routes.ts';
import { axeViolations, baseURL, launchBrowser, newContext, screenshot, signInAsAdmin, signUpAndSignIn } from './browser.ts';
import { ok, paidPlan, setUpPlan, submitWeek, waitForEvaluation } from './weekly-helpers.ts';
import { englishLeftIn } from './english-left.ts';

/**
 * Every route of the web app (web/routes.ts), opened by the person it is for, on a 360 px phone
 * and a 1280 px desktop: nothing may stick out sideways, nothing may log an error, and axe must
 * find nothing. A route added to the table without a line here fails the first test.
 *
 * Issue 37: the walk runs in English at both widths, in German and Spanish on the phone, and in
 * the pseudo-locale, whose every word is accented and 40 % longer, at both widths, to catch
 * cut-off text (which widths and where axe runs: see LANGUAGES). German and
 * Spanish pages are known by their <html lang> and a main heading (the English headings below
 * are the spec's), and may show none of the catalogue's English sentences (english-left.ts); the
 * administrator's area stays English and is walked in English only.
 */

type Who = 'visitor' | 'parent' | 'admin';
/** What beforeAll made: the parent's plans, week, orders; the visitor's free analysis. */
type World = {
  planId: string;
  setupPlanId: string;
  submissionId: string;
  pendingOrderId: string;
  paidOrderId: string;
  drawingId: string;
  /** The plan's own challenge titles, which head the weekly pages. */
  weekTitles: Map<number, string>;
};
/** One visit: who opens which address, and the main heading that says the page is there. */
type Walk = {
  who: Who;
  url: (w: World) => string;
  heading: string | RegExp | ((w: World) => string);
  /** The one failed API answer a visit is about (a link never issued), which the browser logs; no other error is allowed. */
  expectedError?: RegExp;
  /** A state of the page the visit is about, which must be on screen (beside the heading). */
  shows?: string;
};

const week = (n: number) => (w: World) => w.weekTitles.get(n) ?? `week ${n}`;
const visitor = (url: string, heading: Walk['heading'], expectedError?: RegExp): Walk => ({ who: 'visitor', url: () => url, heading, expectedError });
const admin = (url: string, heading: string): Walk => ({ who: 'admin', url: () => url, heading });

/** Every route pattern of web/routes.ts, and its visits. */
const WALK: Record<string, Walk[]> = {
  '/': [visitor('/', "Unlock Your Child's Learning Potential")],
  '/sign-in': [visitor('/sign-in', 'Welcome back')],
  '/sign-in/problem': [visitor('/sign-in/problem?error=account_not_linked', /^Sign in with your\s+password/)],
  '/sign-up': [visitor('/sign-up', 'Create your account')],
  '/forgot-password': [visitor('/forgot-password', /^Forgot your password/)],
  '/reset-password': [visitor('/reset-password?token=walk-token', /^Choose a new\s+password/)],
  '/verify-email': [visitor('/verify-email', /^Confirm your e-mail\s+address/)],
  // A link never issued: the page says so, after the server's 400 (a working link is walked in notifications.e2e.test.ts).
  '/unsubscribe': [visitor('/unsubscribe?token=walk-token', 'Your e-mails', /status of 400 .*\/api\/unsubscribe\?token=walk-token\)$/)],
  '/free-analysis': [visitor('/free-analysis', 'Free Drawing Analysis')],
  '/tasks/shapes': [visitor('/tasks/shapes', 'A closer look: the shape sheet')],
  // A result never made: the page says so, after the server's 404 (a real one is walked in tasks.e2e.test.ts).
  '/tasks/:id': [
    visitor(`/tasks/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`, 'A closer look', /status of 404 .*\/api\/tasks\/0{8}-0000-4000-8000-0{12}\)$/),
  ],
  // A link never issued: the page says so (a working link is walked in report-share.e2e.test.ts).
  '/shared/:token': [visitor(`/shared/${'A'.repeat(43)}`, 'This report cannot be opened', /status of 404 .*\/api\/shared-reports\/A{43}\)$/)],
  '/dashboard': [
    { who: 'parent', url: () => '/dashboard', heading: 'Development Plans' },
    // Issue 35: back from the checkout, the paid plan's card says so and leads with its set-up.
    { who: 'parent', url: (w) => `/dashboard?paid=${w.setupPlanId}`, heading: 'Development Plans', shows: 'Payment received' },
  ],
  // Issue 35: the receipts list (the walk's parent has paid for a plan).
  '/account': [{ who: 'parent', url: () => '/account', heading: 'Your account', shows: 'Receipts' }],
  '/account-deleted': [visitor('/account-deleted', 'Your account is deleted')],
  '/plans/:planId/setup': [{ who: 'parent', url: (w) => `/plans/${w.setupPlanId}/setup`, heading: 'Complete Your Plan Setup' }],
  '/plans/:planId': [{ who: 'parent', url: (w) => `/plans/${w.planId}`, heading: "Mia's Progress" }],
  '/plans/:planId/submit/:weekNumber': [{ who: 'parent', url: (w) => `/plans/${w.planId}/submit/2`, heading: week(2) }],
  '/submit-challenge/:planId?/:weekNumber?': [{ who: 'parent', url: (w) => `/submit-challenge/${w.planId}/2`, heading: week(2) }],
  // Issue 35: a week opens on its feedback; a tab named in the address opens that tab.
  '/challenge-results/:submissionId': [
    { who: 'parent', url: (w) => `/challenge-results/${w.submissionId}`, heading: week(1), shows: 'What we saw this week' },
    { who: 'parent', url: (w) => `/challenge-results/${w.submissionId}?tab=recordings`, heading: week(1) },
  ],
  '/challenge-preparation/:planId/:weekNumber': [{ who: 'parent', url: (w) => `/challenge-preparation/${w.planId}/2`, heading: week(2) }],
  '/challenge-interactive/:planId/:weekNumber?': [
    { who: 'parent', url: (w) => `/challenge-interactive/${w.planId}/2`, heading: 'Interactive Session: Week 2' },
  ],
  '/shop': [visitor('/shop', /^Turn Your Child's Art Into Treasured\s+Keepsakes/)],
  '/configure/frame': [visitor('/configure/frame', 'Digital Art Frame')],
  '/configure/tshirt': [visitor('/configure/tshirt', 'Custom Art T-Shirt')],
  '/shop/checkout/:orderId': [{ who: 'parent', url: (w) => `/shop/checkout/${w.pendingOrderId}`, heading: 'Checkout' }],
  '/shop/orders/:orderId': [{ who: 'parent', url: (w) => `/shop/orders/${w.paidOrderId}`, heading: /^Thank you! Your order is confirmed/ }],
  // A visitor is asked to sign in; the parent pays here, so both are walked.
  '/checkout': [
    { who: 'visitor', url: (w) => `/checkout?drawingId=${w.drawingId}`, heading: "Start your child's plan" },
    { who: 'parent', url: (w) => `/checkout?drawingId=${w.drawingId}`, heading: "Start your child's plan" },
  ],
  '/sandbox/authenticate/:paymentIntentId': [
    visitor(`/sandbox/authenticate/pi_walk?client_secret=pi_walk_secret&return_url=${encodeURIComponent('/dashboard')}`, 'Confirm your payment'),
  ],
  '/contact': [visitor('/contact', 'Get in touch')],
  '/help-center': [visitor('/help-center', 'Help Center')],
  '/help/drawing-age': [visitor('/help/drawing-age', 'What one drawing can tell')],
  '/parent-guide': [visitor('/parent-guide', 'Parent Guide')],
  '/about-us': [visitor('/about-us', 'About Kritzel')],
  '/privacy-policy': [visitor('/privacy-policy', 'Privacy Policy')],
  '/terms-of-service': [visitor('/terms-of-service', 'Terms of Service')],
  '/cookie-policy': [visitor('/cookie-policy', 'Cookie Policy')],
  '/refund-policy': [visitor('/refund-policy', 'Refund Policy')],
  '/legal-notice': [visitor('/legal-notice', 'Legal Notice')],
  '/admin/prompts': [admin('/admin/prompts', 'AI Prompts')],
  '/admin/users': [admin('/admin/users', 'User Management')],
  '/admin/messages': [admin('/admin/messages', 'Support Messages')],
  '/admin/orders': [admin('/admin/orders', 'Product Orders')],
  '/admin/vouchers': [admin('/admin/vouchers', 'Vouchers')],
};

/** Not in the table: every unknown address lands here. */
const NOT_FOUND = visitor('/no-such-page', '404 Page Not Found');

const VIEWPORTS = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
type Viewport = (typeof VIEWPORTS)[number];

/**
 * Each language with the widths it is walked at, and those where axe runs too; every visit
 * chooses it with the switch's cookie. Every visit checks overflow, errors and the heading. axe
 * runs where a language can change what it finds: English at both widths; German and Spanish on
 * the phone, whose narrow layout their longer words change most, and which checks their
 * translated names and labels and the English left in them (the desktop page has the same
 * markup, colours and words). Cut-off text, which axe does not measure, is the pseudo-locale's:
 * its words are longer than German's or Spanish's, so at the desktop width it stands in for both
 * (one walk instead of two). axe was two-thirds of a visit's time (3.8 s of 6.1 on a 2-core
 * machine): 182 of 268 visits run it (docs/decisions/024).
 */
const LANGUAGES = [
  { language: 'en', viewports: VIEWPORTS, axeAt: ['phone', 'desktop'] },
  { language: 'de', viewports: [VIEWPORTS[0]], axeAt: ['phone'] },
  { language: 'es', viewports: [VIEWPORTS[0]], axeAt: ['phone'] },
  { language: 'en-XA', viewports: VIEWPORTS, axeAt: [] },
] as const satisfies readonly { language: string; viewports: readonly Viewport[]; axeAt: readonly Viewport['name'][] }[];
type Language = (typeof LANGUAGES)[number]['language'];
/** A visit may wait for a slot behind a few others on a busy machine. */
const VISIT_TIMEOUT_MS = 120_000;

let browser: Browser;
const contexts = {} as Record<Language, Record<Who, BrowserContext>>;
let world: World;

/** Two visits at a time: axe keeps a core busy, and CI has two. */
const SLOTS = 2;
let free = SLOTS;
const waiting: (() => void)[] = [];
async function inSlot<T>(work: () => Promise<T>): Promise<T> {
  if (free > 0) free -= 1;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else free += 1;
  }
}

/**
 * The sign-in check (GET /api/auth/user) answers a visitor 401, as spec 000 §7 says, and Chrome
 * logs every 4xx answer as a console error. That one line is the contract, not a fault.
 */
const signedOutCheck = (message: ConsoleMessage) =>
  message.text().startsWith('Failed to load resource: the server responded with a status of 401') &&
  new URL(message.location().url, baseURL()).pathname === '/api/auth/user';

/** A tab of the person's context that notes every console error and uncaught error. */
async function openPage(who: Who, viewport: Viewport, language: Language): Promise<{ page: Page; errors: string[] }> {
  const page = await contexts[language][who].newPage();
  await page.setViewportSize({ width: viewport.width, height: viewport.height });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !signedOutCheck(message)) errors.push(`console error: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => void errors.push(`page error: ${error.message}`));
  return { page, errors };
}

const headers = () => ({ origin: baseURL() });

/** A keepsake order through the API as the configurator makes it: upload, claim, checkout. */
async function frameOrder(context: BrowserContext, drawing: Buffer): Promise<string> {
  const { uploadURL } = await ok<{ uploadURL: string }>('upload url', await context.request.post('/api/objects/upload', { headers: headers() }));
  await ok('upload', await context.request.put(uploadURL, { headers: { ...headers(), 'content-type': 'image/png' }, data: drawing }));
  const { objectPath } = await ok<{ objectPath: string }>(
    'claim',
    await context.request.put('/api/product-image', { headers: headers(), data: { imageURL: uploadURL } }),
  );
  const { orderId } = await ok<{ orderId: string }>(
    'checkout',
    await context.request.post('/api/product-checkout', {
      headers: headers(),
      data: { productType: 'animated-frame', imageUrl: objectPath, configuration: { size: '7inch' }, price: 7900 },
    }),
  );
  return orderId;
}

async function payOrder(context: BrowserContext, orderId: string): Promise<void> {
  const expYear = String((new Date().getFullYear() + 3) % 100).padStart(2, '0');
  await ok(
    'pay order',
    await context.request.post(`/api/sandbox/orders/${orderId}/pay`, {
      headers: headers(),
      data: {
        shippingAddress: { name: 'Robin Parent', line1: 'Elbchaussee 1', city: 'Hamburg', postal_code: '22763', country: 'DE' },
        card: { number: '4242424242424242', cvc: '123', expiry: `12 / ${expYear}` },
      },
    }),
  );
}

/** The parent's world: a set-up plan with week 1 sent and evaluated, a plan still to set up, a pending and a paid order. */
async function parentWorld(parent: BrowserContext, drawing: Buffer) {
  await signUpAndSignIn(parent);
  const plan = await setUpPlan(parent, 'Mia');
  const submissionId = await submitWeek(parent, plan.id, 1);
  const [setupPlanId, pendingOrderId, paidOrderId] = [await paidPlan(parent, 'Noah'), await frameOrder(parent, drawing), await frameOrder(parent, drawing)];
  await payOrder(parent, paidOrderId);
  await waitForEvaluation(parent, submissionId);
  // Week 1's feedback may adapt week 2 (a low share of goals shown eases it), so the titles are read after it.
  const evaluated = (await ok<{ plan: Plan }>('plan', await parent.request.get(`/api/plans/${plan.id}`))).plan;
  const weekTitles = new Map((evaluated.planData?.challenges ?? []).map((c) => [c.week, c.title]));
  return { planId: plan.id, setupPlanId, submissionId, pendingOrderId, paidOrderId, weekTitles };
}

/** A visitor's free analysis, which the checkout starts from. */
async function freeAnalysis(visitor: BrowserContext, drawing: Buffer): Promise<string> {
  const response = await visitor.request.post('/api/drawings/analyze', {
    headers: headers(),
    multipart: { image: { name: 'person.png', mimeType: 'image/png', buffer: drawing }, difficulty: 'medium', challenge: 'draw-person', childAge: '66' },
  });
  return (await ok<{ drawingId: string }>('free analysis', response)).drawingId;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const drawing = await figureDrawing();
  // The visitor comes for the first time: the cookie banner is open on every page they see.
  const [visitor, parent, admin] = await Promise.all([newContext(browser, { cookieBanner: true }), newContext(browser), newContext(browser)]);
  const [parentIds, drawingId] = await Promise.all([parentWorld(parent, drawing), freeAnalysis(visitor, drawing), signInAsAdmin(admin)]);
  world = { ...parentIds, drawingId };
  // One context per person and language, each signed in as that person, each with the language
  // chosen (so the parent's account language, which the pages keep in step, never switches a
  // page of another language's walk).
  const signedIn = { visitor: await visitor.storageState(), parent: await parent.storageState(), admin: await admin.storageState() };
  for (const { language } of LANGUAGES) {
    contexts[language] = {} as Record<Who, BrowserContext>;
    for (const who of ['visitor', 'parent', 'admin'] as const) {
      contexts[language][who] = await newContext(browser, { cookieBanner: who === 'visitor', storageState: signedIn[who], language });
    }
  }
  await Promise.all([visitor.close(), parent.close(), admin.close()]);
}, 180_000);
afterAll(async () => browser?.close());

/** The element whose right edge reaches furthest past the viewport (the deepest one of equals), as a reader can find it. */
function widestElement(): string | null {
  const width = window.innerWidth;
  if (document.documentElement.scrollWidth <= width) return null;
  const clipped = (el: Element) => {
    for (let parent = el.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX !== 'visible' || style.position === 'fixed') return true;
    }
    return false;
  };
  let widest: Element | null = null;
  let right = width;
  for (const el of document.body.querySelectorAll('*')) {
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.right < right || getComputedStyle(el).position === 'fixed' || clipped(el)) continue;
    widest = el;
    right = box.right;
  }
  const scrollWidth = document.documentElement.scrollWidth;
  if (!widest) return `the page is ${scrollWidth}px wide in a ${width}px window`;
  const classes = [...widest.classList].slice(0, 6).join('.');
  const text = (widest.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50);
  const box = widest.getBoundingClientRect();
  return `the page is ${scrollWidth}px wide in a ${width}px window: <${widest.tagName.toLowerCase()}${classes ? ` class="${classes}"` : ''}> "${text}" reaches ${Math.round(box.right)}px (${Math.round(box.width)}px wide)`;
}

/**
 * Waits until the page has settled after its heading: fonts in, no request in flight, and the
 * DOM unchanged for a few frames (the landing page adds its sections one frame at a time).
 * Bounded, so a page that keeps changing (a progress message) is measured all the same.
 */
async function settle(page: Page, inFlight: Set<unknown>) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  for (let round = 0; round < 20; round += 1) {
    const quiet = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          let changed = false;
          const observer = new MutationObserver(() => (changed = true));
          observer.observe(document.body, { subtree: true, childList: true, characterData: true });
          let frames = 0;
          const tick = () => {
            frames += 1;
            if (frames < 5) return void requestAnimationFrame(tick);
            observer.disconnect();
            resolve(!changed);
          };
          requestAnimationFrame(tick);
        }),
    );
    if (quiet && inFlight.size === 0) return;
  }
}

async function walk(visit: Walk, viewport: Viewport, name: string, language: Language = 'en', withAxe = true) {
  const found = await inSlot(async () => {
    const { page, errors } = await openPage(visit.who, viewport, language);
    const inFlight = new Set<unknown>();
    page.on('request', (request) => void inFlight.add(request));
    page.on('requestfinished', (request) => void inFlight.delete(request));
    page.on('requestfailed', (request) => void inFlight.delete(request));
    try {
      await page.goto(visit.url(world));
      if (language === 'en') {
        const heading = typeof visit.heading === 'function' ? visit.heading(world) : visit.heading;
        await page.getByRole('heading', { level: 1, name: heading }).first().waitFor({ timeout: 20_000 });
        if (visit.shows) await page.getByText(visit.shows, { exact: true }).first().waitFor({ timeout: 20_000 });
      } else {
        await page.locator(`html[lang="${language}"]`).waitFor({ state: 'attached', timeout: 20_000 });
        await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 });
      }
      await settle(page, inFlight);
      const unexpected = errors.filter((error) => !visit.expectedError?.test(error));
      // A German or Spanish page that shows one of the catalogue's English sentences took it from an English constant, not from t.
      const english = language === 'de' || language === 'es' ? englishLeftIn(await page.evaluate(() => document.body.innerText), language) : [];
      const result = { overflow: await page.evaluate(widestElement), axe: withAxe ? await axeViolations(page) : [], errors: unexpected, english };
      if (result.overflow || result.axe.length > 0 || unexpected.length > 0 || english.length > 0)
        await screenshot(page, `route-walk-${language}-${viewport.name}-${name}`);
      return result;
    } finally {
      await page.close();
    }
  });
  expect(found).toEqual({ overflow: null, axe: [], errors: [], english: [] });
}

const fileName = (path: string, visit: Walk) =>
  `${path.replace(/[/:?*]+/g, '-').replace(/^-|-$/g, '') || 'home'}-${visit.who}${visit.shows ? `-${visit.shows.toLowerCase().replace(/\W+/g, '-')}` : ''}`;
const visits = Object.entries(WALK).flatMap(([path, list]) =>
  list.map((visit) => ({ label: `${path} as the ${visit.who}${visit.shows ? `: ${visit.shows}` : ''}`, path, visit })),
);

describe('the route walk', () => {
  it('walks every route of web/routes.ts', () => {
    expect(Object.keys(WALK).sort()).toEqual(routes.map((r) => r.path).sort());
  });

  it('walks each route as the person it is for', () => {
    const expected = { guest: 'visitor', public: 'visitor', protected: 'parent', admin: 'admin' } as const;
    for (const route of routes) {
      expect(`${route.path}: ${(WALK[route.path] ?? []).map((v) => v.who).join(', ')}`).toContain(`${route.path}: ${expected[route.access]}`);
    }
  });

  describe.each(LANGUAGES)('in $language', ({ language, viewports, axeAt }) => {
    // The administrator's area stays English (issue 37 §6).
    const walked = language === 'en' ? visits : visits.filter(({ visit }) => visit.who !== 'admin');
    describe.concurrent.each(viewports)('at $width×$height', (viewport) => {
      const withAxe = (axeAt as readonly string[]).includes(viewport.name);
      it.each(walked)('$label', async ({ path, visit }) => walk(visit, viewport, fileName(path, visit), language, withAxe), VISIT_TIMEOUT_MS);
      it('an unknown address (404)', async () => walk(NOT_FOUND, viewport, 'not-found', language, withAxe), VISIT_TIMEOUT_MS);
    });
  });
});
