import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  NOTIFICATIONS_API,
  NotificationSettingsResponse,
  OfferTimeZoneRequest,
  UnsubscribeQuery,
  UnsubscribeResponse,
  UNSUBSCRIBE_PAGE,
  UpdateNotificationSettingsRequest,
} from '../../../contracts/notifications.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requestLocale, translator } from '../../i18n/index.ts';
import { currentUser, requireUser } from '../../platform/session.ts';
import { resolveAuthSecret } from '../auth/auth-secret.ts';
import { getNotificationSettings, saveNotificationSettings } from './notification-settings.ts';
import { noticeRepository } from './repository.ts';
import { setSubscriptionByToken } from './unsubscribe.ts';

/** The account page's e-mail settings, and the unsubscribe link every reminder and notice carries. */
export async function noticeRoutes(app: FastifyInstance, deps: AppDeps) {
  const db = deps.database.db;
  const secret = resolveAuthSecret(deps.config);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(NOTIFICATIONS_API.settings, { onRequest: requireUser, schema: { response: { 200: NotificationSettingsResponse } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { id } = await currentUser(request);
    return getNotificationSettings({ db, userId: id });
  });

  r.put(
    NOTIFICATIONS_API.settings,
    { onRequest: requireUser, schema: { body: UpdateNotificationSettingsRequest, response: { 200: NotificationSettingsResponse } } },
    async (request) => {
      const { id } = await currentUser(request);
      return saveNotificationSettings({ db, userId: id, settings: request.body });
    },
  );

  r.put(NOTIFICATIONS_API.timeZone, { onRequest: requireUser, schema: { body: OfferTimeZoneRequest } }, async (request, reply) => {
    const { id } = await currentUser(request);
    await noticeRepository.offerTimeZone(db, id, request.body.timeZone);
    return reply.code(204).send();
  });

  // RFC 8058 one-click: the mail client POSTs `List-Unsubscribe=One-Click` as a form; only the token matters.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => done(null, body));

  // The List-Unsubscribe address opened in a browser (a mail client without one-click, or a
  // parent copying it) is a GET: it leads to the unsubscribe page with the same token, which asks
  // the server by POST. A GET changes nothing, so a link scanner cannot unsubscribe anyone.
  r.get(NOTIFICATIONS_API.unsubscribe, async (request, reply) => {
    const { token } = request.query as { token?: unknown };
    const query = typeof token === 'string' ? `?token=${encodeURIComponent(token)}` : '';
    return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(`${UNSUBSCRIBE_PAGE}${query}`, 303);
  });

  r.post(NOTIFICATIONS_API.unsubscribe, { schema: { querystring: UnsubscribeQuery, response: { 200: UnsubscribeResponse } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return setSubscriptionByToken({ db, secret, token: request.query.token, subscribed: false, t: translator(requestLocale(request)) });
  });

  r.post(NOTIFICATIONS_API.resubscribe, { schema: { querystring: UnsubscribeQuery, response: { 200: UnsubscribeResponse } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return setSubscriptionByToken({ db, secret, token: request.query.token, subscribed: true, t: translator(requestLocale(request)) });
  });
}
