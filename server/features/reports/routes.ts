import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CHECKPOINT_COUNT } from '../../../contracts/program.ts';
import { CreateReportShareRequest, CreateReportShareResponse, ReportShare, ReportSharesResponse, SharedReportResponse } from '../../../contracts/reports.ts';
import type { AppDeps } from '../../app-deps.ts';
import { perParentPerHour } from '../../platform/rate-limit.ts';
import { accountLocale, requestLocale, translator } from '../../i18n/index.ts';
import { currentUser, forParent, requireUser } from '../../platform/session.ts';
import { createShare, listShares, revokeShare } from './manage-shares.ts';
import { openSharedReport } from './open-shared-report.ts';
import { renderParentReport, reportFileName, reportPdf } from './render-checkpoint-report.ts';
import { REPORT_ERRORS } from './report-errors.ts';

/** Per address on the public share routes, as the other public routes are limited (free analysis, contact). */
const SHARED_OPENINGS_PER_HOUR = 120;

const pdfBody = z.any().describe('application/pdf');

function sendPdf(reply: FastifyReply, pdf: Buffer, fileName: string, extra: Record<string, string> = {}) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .headers(extra)
    .send(pdf);
}

/** Issue 21: the paediatrician's report as PDF, and read-only links to it. */
export async function reportRoutes(app: FastifyInstance, deps: AppDeps) {
  const { database, storage, config } = deps;
  const db = database.db;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const pdfLimit = perParentPerHour(config.rateLimitReportPdf);
  const planParams = z.object({ planId: z.string() });

  api.get(
    '/api/plans/:planId/reports/checkpoint/:n.pdf',
    {
      onRequest: requireUser,
      config: { rateLimit: pdfLimit },
      schema: {
        params: z.object({
          planId: z.string(),
          n: z.coerce
            .number({ error: REPORT_ERRORS.badCheckpoint })
            .int()
            .min(1, REPORT_ERRORS.badCheckpoint)
            .max(CHECKPOINT_COUNT, REPORT_ERRORS.badCheckpoint),
        }),
        response: { 200: pdfBody },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request);
      const scope = { kind: 'checkpoint', checkpointNumber: request.params.n } as const;
      const locale = accountLocale(user.language);
      const { pdf, report } = await renderParentReport({ db, storage }, { planId: request.params.planId, userId: user.id, scope, locale });
      return sendPdf(reply, pdf, reportFileName(report));
    },
  );

  api.get(
    '/api/plans/:planId/reports/final.pdf',
    { onRequest: requireUser, config: { rateLimit: pdfLimit }, schema: { params: planParams, response: { 200: pdfBody } } },
    async (request, reply) => {
      const user = await currentUser(request);
      const locale = accountLocale(user.language);
      const { pdf, report } = await renderParentReport({ db, storage }, { planId: request.params.planId, userId: user.id, scope: { kind: 'final' }, locale });
      return sendPdf(reply, pdf, reportFileName(report));
    },
  );

  api.get(
    '/api/plans/:planId/report-shares',
    { onRequest: requireUser, schema: { params: planParams, response: { 200: ReportSharesResponse } } },
    forParent((userId, request) => listShares({ db, userId, planId: request.params.planId, t: translator(requestLocale(request)) })),
  );

  api.post(
    '/api/plans/:planId/report-shares',
    {
      onRequest: requireUser,
      config: { rateLimit: pdfLimit },
      schema: { params: planParams, body: CreateReportShareRequest, response: { 200: CreateReportShareResponse } },
    },
    forParent((userId, request) => createShare({ db, publicUrl: config.publicUrl, userId, planId: request.params.planId, ...request.body })),
  );

  api.delete(
    '/api/plans/:planId/report-shares/:shareId',
    { onRequest: requireUser, schema: { params: z.object({ planId: z.string(), shareId: z.string() }), response: { 200: ReportShare } } },
    forParent((userId, request) => revokeShare({ db, userId, planId: request.params.planId, shareId: request.params.shareId })),
  );

  // Public: whoever holds the link. Never indexed, never cached, never a Referer to follow it.
  const publicHeaders = { 'x-robots-tag': 'noindex, nofollow', 'referrer-policy': 'no-referrer', 'cache-control': 'no-store' };
  const tokenParams = z.object({ token: z.string() });
  const publicRoute = <Schema>(schema: Schema) => ({
    config: { rateLimit: { max: SHARED_OPENINGS_PER_HOUR, timeWindow: '1 hour' } },
    schema,
    // On every answer: the 404 and 410 are not to be indexed either.
    onSend: async (_request: FastifyRequest, reply: FastifyReply) => {
      reply.headers(publicHeaders);
    },
  });

  api.get('/api/shared-reports/:token', publicRoute({ params: tokenParams, response: { 200: SharedReportResponse } }), async (request) => {
    const { loaded, expiresAt } = await openSharedReport(
      { db, storage },
      { token: request.params.token, userAgent: request.headers['user-agent'], what: 'page', locale: requestLocale(request) },
    );
    return { report: loaded.report, expiresAt: expiresAt.toISOString() };
  });

  api.get('/api/shared-reports/:token/report.pdf', publicRoute({ params: tokenParams, response: { 200: pdfBody } }), async (request, reply) => {
    const locale = requestLocale(request);
    const { loaded } = await openSharedReport({ db, storage }, { token: request.params.token, userAgent: request.headers['user-agent'], what: 'pdf', locale });
    return sendPdf(reply, await reportPdf(loaded, locale), reportFileName(loaded.report), publicHeaders);
  });
}
