import crypto from 'node:crypto';
import { ADMIN_API } from '../../contracts/admin.ts';
import { multipart } from '../../test/multipart.ts';
import type { TestUser } from '../../test/factories.ts';
import { sandboxPayment, tshirtCheckout } from '../../test/order-factories.ts';
import { CARD, cardForm } from '../../test/payment-factories.ts';
import type { ResourceIds } from './security-fixtures.ts';

/**
 * Who may call a route:
 * - public: anyone, signed in or not;
 * - parent: a signed-in user, and only on their own plans, submissions, orders, files…;
 * - admin: an admin (a parent gets 403, a visitor 401);
 * - webhook: the payment provider, authenticated by its signature, never by a session;
 * - sandbox: as parent, and registered only while payments are the sandbox.
 */
export type Access = 'public' | 'parent' | 'admin' | 'webhook' | 'sandbox';

/** `form`: multipart/form-data fields, sent instead of `payload`. */
export type RouteRequest = { url: string; payload?: object | Buffer | string; headers?: Record<string, string>; form?: Record<string, string> };

export type RouteCase = {
  access: Access;
  /** The request names one of parent A's resources: every other user must be refused (403/404). */
  ownsResource?: boolean;
  /** It ends the caller's session or account, so each signed-in caller is a throwaway user. */
  throwaway?: boolean;
  /** The request an allowed caller would make; default: the route's URL, no body. */
  request?: (ids: ResourceIds, user: TestUser | null) => RouteRequest;
};

const freshEmail = () => `security-${crypto.randomBytes(5).toString('hex')}@example.com`;
const freshPassword = () => `drawing-time-${crypto.randomBytes(6).toString('hex')}`;
const form = (url: string, fields: Record<string, string>): RouteRequest => ({ url, form: fields });
/** The PNG signature and a little more: enough for an upload, not an image anyone analyses. */
const PNG_BYTES = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(64, 7)]);

/**
 * Every route of the app, `METHOD url` exactly as registered. A route missing here fails the
 * matrix, so a new route cannot ship without saying who may call it.
 */
export const ROUTE_ACCESS: Record<string, RouteCase> = {
  'GET /healthz': { access: 'public' },
  'GET /readyz': { access: 'public' },
  'GET /robots.txt': { access: 'public' },
  'GET /sitemap.xml': { access: 'public' },
  'GET /api/legal/operator': { access: 'public' },
  'GET /api/stats/parents': { access: 'public' },
  'GET /api/openapi.json': { access: 'public' },
  'GET /api/docs': { access: 'public' },
  'GET /api/ai-provider': { access: 'public' },
  'GET /api/video/hero': { access: 'public' },
  'GET /api/auth/providers': { access: 'public' },
  'GET /api/login': { access: 'public', request: () => ({ url: '/api/login?returnTo=/dashboard' }) },
  'GET /api/login/oidc': { access: 'public' },
  'GET /api/logout': { access: 'public', throwaway: true },
  'GET /api/identity/*': { access: 'public', request: () => ({ url: '/api/identity/get-session' }) },
  'POST /api/identity/*': {
    access: 'public',
    request: () => ({
      url: '/api/identity/sign-up/email',
      payload: { email: freshEmail(), password: freshPassword(), name: 'Sam Tester', firstName: 'Sam', lastName: 'Tester', parentalConsent: true },
    }),
  },
  'POST /api/contact': { access: 'public', request: () => ({ url: '/api/contact', payload: { name: 'Sam', email: 'sam@example.com', message: 'Hello' } }) },
  // Visitors may analyse a drawing; without an image it is a 400, which is all the matrix needs.
  'POST /api/drawings/analyze': { access: 'public', request: () => form('/api/drawings/analyze', { childAge: '60' }) },
  'GET /api/drawings/analyze/:ticket': { access: 'public' },

  'GET /api/auth/user': { access: 'parent' },
  'GET /api/plans': { access: 'parent' },
  'GET /api/plans/archived': { access: 'parent' },
  'POST /api/plans/create': { access: 'parent', request: () => ({ url: '/api/plans/create', payload: { childName: 'Matrix' } }) },
  'GET /api/orders': { access: 'parent' },
  'POST /api/objects/upload': { access: 'parent' },
  'POST /api/ai/generate-conversation': {
    access: 'parent',
    request: () => ({ url: '/api/ai/generate-conversation', payload: { challengeInstructions: ['Draw a cat'] } }),
  },
  'POST /api/ai/generate-examples': {
    access: 'parent',
    request: () => ({ url: '/api/ai/generate-examples', payload: { challengeTitle: 'Cats', challengeInstructions: ['Draw a cat'] } }),
  },
  'GET /api/account': { access: 'parent' },
  'PUT /api/account/ai-provider': { access: 'parent', request: () => ({ url: '/api/account/ai-provider', payload: { optIn: false } }) },
  'PUT /api/account/language': { access: 'parent', request: () => ({ url: '/api/account/language', payload: { language: 'de' } }) },
  'POST /api/account/parental-consent': { access: 'parent', request: () => ({ url: '/api/account/parental-consent', payload: { parentalConsent: true } }) },
  'POST /api/account/exports': { access: 'parent' },
  'GET /api/account/notifications': { access: 'parent' },
  'PUT /api/account/notifications': {
    access: 'parent',
    request: () => ({
      url: '/api/account/notifications',
      payload: { weeklyReminder: true, reminderWeekday: 6, reminderHour: 9, timeZone: 'Europe/Berlin', feedbackNotice: true, checkpointNotice: false },
    }),
  },
  'PUT /api/account/notifications/time-zone': {
    access: 'parent',
    request: () => ({ url: '/api/account/notifications/time-zone', payload: { timeZone: 'Europe/Berlin' } }),
  },
  // The signed token is the permission (no session); a token the matrix cannot sign gets 400.
  // A browser opening the List-Unsubscribe address is sent to the unsubscribe page; nothing changes.
  'GET /api/unsubscribe': { access: 'public', request: () => ({ url: '/api/unsubscribe?token=not-a-signed-token' }) },
  'POST /api/unsubscribe': { access: 'public', request: () => ({ url: '/api/unsubscribe?token=not-a-signed-token' }) },
  'POST /api/unsubscribe/undo': { access: 'public', request: () => ({ url: '/api/unsubscribe/undo?token=not-a-signed-token' }) },
  'GET /api/account/exports': { access: 'parent' },
  'GET /api/account/receipts': { access: 'parent' },
  'POST /api/account/password': {
    access: 'parent',
    throwaway: true,
    request: (_ids, user) => ({ url: '/api/account/password', payload: { currentPassword: user?.password ?? 'not-signed-in', newPassword: freshPassword() } }),
  },
  'POST /api/account/sign-out-everywhere': { access: 'parent', throwaway: true },
  'DELETE /api/account': {
    access: 'parent',
    throwaway: true,
    request: (_ids, user) => ({ url: '/api/account', payload: { password: user?.password ?? 'not-signed-in' } }),
  },

  'GET /api/files/:id': { access: 'parent', ownsResource: true, request: (ids) => ({ url: `/api/files/${ids.file}` }) },
  // A plan of its own: parent A, asked last, really deletes it.
  'DELETE /api/plans/:id': { access: 'parent', ownsResource: true, request: (ids) => ({ url: `/api/plans/${ids.planToDelete}` }) },
  'GET /api/plans/:planId': { access: 'parent', ownsResource: true, request: (ids) => ({ url: `/api/plans/${ids.plan}` }) },
  'GET /api/plans/:planId/data': { access: 'parent', ownsResource: true, request: (ids) => ({ url: `/api/plans/${ids.plan}/data` }) },
  'PATCH /api/plans/:planId': { access: 'parent', ownsResource: true, request: (ids) => ({ url: `/api/plans/${ids.plan}`, payload: { childName: 'Matrix' } }) },
  'POST /api/plans/:planId/restore': { access: 'parent', ownsResource: true, request: (ids) => ({ url: `/api/plans/${ids.plan}/restore` }) },
  'POST /api/plans/:planId/complete-setup': {
    access: 'parent',
    ownsResource: true,
    request: (ids) => form(`/api/plans/${ids.plan}/complete-setup`, { childAge: '60' }),
  },
  'GET /api/plans/:planId/submissions': { access: 'parent', ownsResource: true, request: (ids) => ({ url: `/api/plans/${ids.plan}/submissions` }) },
  'GET /api/plans/:planId/gallery': { access: 'parent', ownsResource: true, request: (ids) => ({ url: `/api/plans/${ids.plan}/gallery` }) },
  'GET /api/plans/:planId/growth': { access: 'parent', ownsResource: true, request: (ids) => ({ url: `/api/plans/${ids.plan}/growth` }) },
  // Issue 33: tasks may be scored without an account; a result is its owner's, or anyone's with an anonymous one's id (404 otherwise).
  'GET /api/tasks/shapes/sheet.pdf': { access: 'public', request: () => ({ url: '/api/tasks/shapes/sheet.pdf?paper=a4' }) },
  'GET /api/tasks/shapes/sheet.json': { access: 'public', request: () => ({ url: '/api/tasks/shapes/sheet.json?paper=letter' }) },
  'POST /api/tasks/shapes/score': { access: 'public', request: () => form('/api/tasks/shapes/score', { childAge: '60' }) },
  'POST /api/tasks/person/score': { access: 'public', request: () => form('/api/tasks/person/score', { items: 'head,eyes', childAge: '60' }) },
  'GET /api/tasks': { access: 'parent', ownsResource: true, request: (ids) => ({ url: `/api/tasks?planId=${ids.plan}` }) },
  'GET /api/tasks/:id': { access: 'public', request: () => ({ url: `/api/tasks/${crypto.randomUUID()}` }) },
  'PATCH /api/tasks/:id': {
    access: 'public',
    request: () => ({ url: `/api/tasks/${crypto.randomUUID()}`, payload: { items: [{ item: 'circle', result: 'pass' }] } }),
  },
  'GET /api/interactive-sessions/:planId': {
    access: 'parent',
    ownsResource: true,
    request: (ids) => ({ url: `/api/interactive-sessions/${ids.plan}?weekNumber=1` }),
  },
  'POST /api/challenges/submit': {
    access: 'parent',
    ownsResource: true,
    request: (ids) => form('/api/challenges/submit', { planId: ids.plan, weekNumber: '1' }),
  },
  'POST /api/interactive-sessions/convert-to-submission': {
    access: 'parent',
    ownsResource: true,
    request: (ids) => form('/api/interactive-sessions/convert-to-submission', { planId: ids.plan, weekNumber: '1' }),
  },
  'GET /api/submissions/:id': { access: 'parent', ownsResource: true, request: (ids) => ({ url: `/api/submissions/${ids.submission}` }) },
  'GET /api/submissions/:id/feedback': { access: 'parent', ownsResource: true, request: (ids) => ({ url: `/api/submissions/${ids.submission}/feedback` }) },
  'GET /api/submissions/:id/images': { access: 'parent', ownsResource: true, request: (ids) => ({ url: `/api/submissions/${ids.submission}/images` }) },
  'POST /api/submissions/:id/retry-evaluation': {
    access: 'parent',
    ownsResource: true,
    request: (ids) => ({ url: `/api/submissions/${ids.submission}/retry-evaluation` }),
  },
  'GET /api/plans/:planId/reports/checkpoint/:n.pdf': {
    access: 'parent',
    ownsResource: true,
    request: (ids) => ({ url: `/api/plans/${ids.plan}/reports/checkpoint/1.pdf` }),
  },
  'GET /api/plans/:planId/reports/final.pdf': { access: 'parent', ownsResource: true, request: (ids) => ({ url: `/api/plans/${ids.plan}/reports/final.pdf` }) },
  'GET /api/plans/:planId/report-shares': { access: 'parent', ownsResource: true, request: (ids) => ({ url: `/api/plans/${ids.plan}/report-shares` }) },
  'POST /api/plans/:planId/report-shares': {
    access: 'parent',
    ownsResource: true,
    request: (ids) => ({ url: `/api/plans/${ids.plan}/report-shares`, payload: { scope: { kind: 'checkpoint', checkpointNumber: 1 } } }),
  },
  'DELETE /api/plans/:planId/report-shares/:shareId': {
    access: 'parent',
    ownsResource: true,
    request: (ids) => ({ url: `/api/plans/${ids.plan}/report-shares/${ids.reportShare}` }),
  },
  // Whoever holds the link: an unknown token is a 404, never a refusal.
  'GET /api/shared-reports/:token': { access: 'public', request: () => ({ url: `/api/shared-reports/${'A'.repeat(43)}` }) },
  'GET /api/shared-reports/:token/report.pdf': { access: 'public', request: () => ({ url: `/api/shared-reports/${'A'.repeat(43)}/report.pdf` }) },
  'GET /api/cognitive-checkpoints/:planId': { access: 'parent', ownsResource: true, request: (ids) => ({ url: `/api/cognitive-checkpoints/${ids.plan}` }) },
  'POST /api/cognitive-checkpoints/evaluate': {
    access: 'parent',
    ownsResource: true,
    request: (ids) => ({ url: '/api/cognitive-checkpoints/evaluate', payload: { planId: ids.plan, checkpointNumber: 1 } }),
  },
  'POST /api/cognitive-checkpoints/evaluate-with-drawing': {
    access: 'parent',
    ownsResource: true,
    request: (ids) => form('/api/cognitive-checkpoints/evaluate-with-drawing', { planId: ids.plan, checkpointNumber: '1' }),
  },
  'GET /api/plans/:planId/then-and-now': { access: 'parent', ownsResource: true, request: (ids) => ({ url: `/api/plans/${ids.plan}/then-and-now` }) },
  'POST /api/create-payment-intent': {
    access: 'parent',
    ownsResource: true,
    request: (ids) => ({ url: '/api/create-payment-intent', payload: { planId: ids.unpaidPlan } }),
  },
  'POST /api/confirm-payment': {
    access: 'parent',
    ownsResource: true,
    request: (ids) => ({ url: '/api/confirm-payment', payload: { planId: ids.unpaidPlan, paymentIntentId: ids.paymentIntent } }),
  },
  'PUT /api/uploads/:ticketId': {
    access: 'parent',
    ownsResource: true,
    request: (ids) => ({ url: `/api/uploads/${ids.uploadTicket}?token=${ids.uploadToken}`, payload: PNG_BYTES, headers: { 'content-type': 'image/png' } }),
  },
  'PUT /api/product-image': { access: 'parent', ownsResource: true, request: (ids) => ({ url: '/api/product-image', payload: { imageURL: ids.uploadUrl } }) },
  'GET /api/shop/drawings': { access: 'parent' },
  'POST /api/product-image/from-drawing': {
    access: 'parent',
    ownsResource: true,
    request: (ids) => ({ url: '/api/product-image/from-drawing', payload: { fileId: ids.drawingFile } }),
  },
  'POST /api/product-checkout': {
    access: 'parent',
    ownsResource: true,
    request: (ids) => ({ url: '/api/product-checkout', payload: tshirtCheckout(`/api/files/${ids.file}`) }),
  },
  'GET /api/orders/:orderId': { access: 'parent', ownsResource: true, request: (ids) => ({ url: `/api/orders/${ids.order}` }) },
  'POST /api/orders/:orderId/confirm': { access: 'parent', ownsResource: true, request: (ids) => ({ url: `/api/orders/${ids.order}/confirm`, payload: {} }) },
  'GET /api/account/exports/:id': { access: 'parent', ownsResource: true, request: (ids) => ({ url: `/api/account/exports/${ids.export}` }) },
  'GET /api/account/exports/:id/download': { access: 'parent', ownsResource: true, request: (ids) => ({ url: `/api/account/exports/${ids.export}/download` }) },

  'POST /api/sandbox/payment-intents/:id/confirm': {
    access: 'sandbox',
    ownsResource: true,
    request: (ids) => ({ url: `/api/sandbox/payment-intents/${ids.paymentIntent}/confirm`, payload: cardForm(ids.clientSecret, CARD.succeeds) }),
  },
  'POST /api/sandbox/payment-intents/:id/authenticate': {
    access: 'sandbox',
    ownsResource: true,
    request: (ids) => ({ url: `/api/sandbox/payment-intents/${ids.paymentIntent}/authenticate`, payload: { clientSecret: ids.clientSecret, approve: true } }),
  },
  'POST /api/sandbox/orders/:orderId/pay': {
    access: 'sandbox',
    ownsResource: true,
    request: (ids) => ({ url: `/api/sandbox/orders/${ids.order}/pay`, payload: sandboxPayment(CARD.succeeds) }),
  },
  // The owner with a client secret of no confirmation: a 400, never a charge.
  'POST /api/sandbox/orders/:orderId/authenticate': {
    access: 'sandbox',
    ownsResource: true,
    request: (ids) => ({ url: `/api/sandbox/orders/${ids.order}/authenticate`, payload: { clientSecret: 'order_auth_none', approve: true } }),
  },

  'POST /api/webhooks/stripe': {
    access: 'webhook',
    request: () => ({ url: '/api/webhooks/stripe', payload: { id: 'evt_1', type: 'payment_intent.succeeded' } }),
  },

  'GET /api/admin/prompts': { access: 'admin' },
  'PATCH /api/admin/prompts/:id': { access: 'admin', request: (ids) => ({ url: ADMIN_API.prompt(ids.prompt), payload: { model: 'gpt-4o-matrix' } }) },
  'GET /api/admin/prompts/:id/versions': { access: 'admin', request: (ids) => ({ url: ADMIN_API.promptVersions(ids.prompt) }) },
  'POST /api/admin/prompts/:id/restore': { access: 'admin', request: (ids) => ({ url: ADMIN_API.restorePrompt(ids.prompt), payload: { version: 1 } }) },
  'GET /api/admin/ai-providers': { access: 'admin' },
  'GET /api/admin/messages': { access: 'admin' },
  'PATCH /api/admin/messages/:id': { access: 'admin', request: (ids) => ({ url: ADMIN_API.message(ids.message), payload: { status: 'read' } }) },
  'GET /api/admin/orders': { access: 'admin' },
  'PATCH /api/admin/orders/:orderId/status': {
    access: 'admin',
    request: (ids) => ({ url: ADMIN_API.orderStatus(ids.order), payload: { status: 'fulfilled' } }),
  },
  'PATCH /api/admin/orders/:orderId/fulfillment': {
    access: 'admin',
    request: (ids) => ({ url: ADMIN_API.orderFulfillment(ids.order), payload: { trackingNumber: 'TRACK-1' } }),
  },
  'GET /api/admin/orders/:orderId/artwork': { access: 'admin', request: (ids) => ({ url: ADMIN_API.orderArtwork(ids.order) }) },
  'GET /api/admin/orders/:orderId/artwork/original': { access: 'admin', request: (ids) => ({ url: ADMIN_API.orderArtworkOriginal(ids.order) }) },
  'GET /api/admin/users': { access: 'admin' },
  'GET /api/admin/users/:id': { access: 'admin', request: (ids) => ({ url: ADMIN_API.user(ids.userA) }) },
  'GET /api/admin/vouchers': { access: 'admin' },
  'POST /api/admin/vouchers': { access: 'admin', request: () => ({ url: ADMIN_API.vouchers, payload: { code: `MATRIX${crypto.randomInt(1000, 9999)}` } }) },
  'PATCH /api/admin/vouchers/:id/deactivate': { access: 'admin', request: (ids) => ({ url: ADMIN_API.deactivateVoucher(ids.voucher) }) },
  'GET /api/admin/audit': { access: 'admin', request: (ids) => ({ url: `${ADMIN_API.audit}?entityType=order&entityId=${ids.order}` }) },
};

export const routeCaseOf = (key: string): RouteCase => {
  const routeCase = ROUTE_ACCESS[key];
  if (!routeCase) throw new Error(`no access expectation for ${key}`);
  return routeCase;
};

/** The request as inject() takes it: a form becomes a multipart body. */
export function injectParts(request: RouteRequest): Pick<RouteRequest, 'payload' | 'headers'> {
  if (!request.form) return { payload: request.payload, headers: request.headers };
  const body = multipart(request.form);
  return { payload: body.payload, headers: { ...request.headers, ...body.headers } };
}

export const methodOf = (key: string) => key.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
