import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { shapeSheetLayout } from '../../../../contracts/shape-sheet.ts';
import { PAPERS, ShapeSheetLayout, type Paper } from '../../../../contracts/tasks.ts';
import { renderShapeSheetPdf } from './render-sheet-pdf.ts';
import { messageKey } from '../../../../contracts/i18n/keys.ts';

const sheetQuery = z.object({ paper: z.enum(PAPERS, { error: messageKey('errors.task.paper') }) });
const pdfBody = z.any().describe('application/pdf');
/** The sheet changes only with a release: a day in any cache, then checked again. */
const STATIC_CACHE = 'public, max-age=86400';

/** Issue 33: the printable shape sheet and its geometry. Public: the free analysis offers it without an account. */
export async function shapeSheetRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // The same page for every visitor: drawn once per paper, on first request.
  const pdfs = new Map<Paper, Promise<Buffer>>();
  const sheetPdf = (paper: Paper) => {
    // A failed drawing is not kept: the next request tries again.
    const pdf =
      pdfs.get(paper) ??
      renderShapeSheetPdf(paper).catch((error: unknown) => {
        pdfs.delete(paper);
        throw error;
      });
    pdfs.set(paper, pdf);
    return pdf;
  };

  api.get('/api/tasks/shapes/sheet.pdf', { schema: { querystring: sheetQuery, response: { 200: pdfBody } } }, async (request, reply) => {
    const { paper } = request.query;
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="kritzel-shape-sheet-${paper}.pdf"`)
      .header('cache-control', STATIC_CACHE)
      .send(await sheetPdf(paper));
  });

  api.get('/api/tasks/shapes/sheet.json', { schema: { querystring: sheetQuery, response: { 200: ShapeSheetLayout } } }, async (request, reply) => {
    reply.header('cache-control', STATIC_CACHE);
    return shapeSheetLayout(request.query.paper);
  });
}
