import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCOUNT_API, DataExport, DataExportsResponse, DeleteAccountRequest, DeleteAccountResponse } from '../../../contracts/account.ts';
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../platform/errors.ts';
import { perParentPerHour } from '../../platform/rate-limit.ts';
import { currentUser, requireUser } from '../../platform/session.ts';
import { deleteAccount } from './deletion/delete-account.ts';
import { downloadExport, EXPORT_NOT_FOUND } from './export/download-export.ts';
import { dataExportRepository } from './export/repository.ts';
import { requestExport } from './export/request-export.ts';
import { toDataExport } from './export/to-data-export.ts';
import { messageKey } from '../../../contracts/i18n/keys.ts';

/** better-auth's cookies carry this prefix (features/auth/auth.ts cookiePrefix), with __Secure- over HTTPS. */
const AUTH_COOKIE = /^(__Secure-)?kritzel\./;

const ExportParams = z.object({ id: z.string() });
const EXPIRED_STATUS = 410;

/** The parent's data rights: export (a ZIP, downloadable by its owner for 24 hours) and account deletion. */
export async function accountDataRoutes(app: FastifyInstance, deps: AppDeps) {
  const { queue, storage, logger } = deps;
  const db = deps.database.db;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    ACCOUNT_API.exports,
    // Building an archive reads every file the parent has: a few a day is plenty.
    { preHandler: requireUser, config: { rateLimit: perParentPerHour(10) }, schema: { response: { 202: DataExport } } },
    async (request, reply) => {
      const user = await currentUser(request);
      return reply.status(202).send(await requestExport({ db, queue, userId: user.id }));
    },
  );

  routes.get(ACCOUNT_API.exports, { preHandler: requireUser, schema: { response: { 200: DataExportsResponse } } }, async (request, reply) => {
    const user = await currentUser(request);
    const now = new Date();
    reply.header('cache-control', 'no-store');
    return (await dataExportRepository.listOwned(db, user.id)).map((row) => toDataExport(row, now));
  });

  routes.get(
    ACCOUNT_API.export(':id'),
    { preHandler: requireUser, schema: { params: ExportParams, response: { 200: DataExport } } },
    async (request, reply) => {
      const user = await currentUser(request);
      const row = await dataExportRepository.findOwned(db, request.params.id, user.id);
      if (!row) throw notFound(EXPORT_NOT_FOUND);
      reply.header('cache-control', 'no-store');
      return toDataExport(row, new Date());
    },
  );

  routes.get(ACCOUNT_API.exportDownload(':id'), { preHandler: requireUser, schema: { params: ExportParams } }, async (request, reply) => {
    const user = await currentUser(request);
    const download = await downloadExport({ db, storage, userId: user.id, exportId: request.params.id });
    reply.header('cache-control', 'private, no-store');
    if (download.kind === 'expired') return reply.status(EXPIRED_STATUS).send({ code: 'EXPORT_EXPIRED', message: messageKey('errors.export.expired') });
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${download.fileName}"`)
      .header('x-content-type-options', 'nosniff')
      .send(download.data);
  });

  routes.delete(
    ACCOUNT_API.account,
    {
      preHandler: requireUser,
      // Each try checks a password: as strict as signing in.
      config: { rateLimit: perParentPerHour(10) },
      schema: { body: DeleteAccountRequest.optional(), response: { 200: DeleteAccountResponse } },
    },
    async (request, reply) => {
      const user = await currentUser(request);
      await deleteAccount({ db, auth: app.auth, storage, logger, userId: user.id, sessionId: user.sessionId, password: request.body?.password || undefined });
      // The session rows are gone, so the cookies would be refused anyway: this just tidies the browser.
      for (const name of Object.keys(request.cookies)) {
        if (AUTH_COOKIE.test(name)) reply.clearCookie(name, { path: '/', httpOnly: true, sameSite: 'lax', secure: name.startsWith('__Secure-') });
      }
      return reply.header('cache-control', 'no-store').send({ message: messageKey('answers.account.deleted') });
    },
  );
}
