import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RECEIPTS_API, ReceiptList } from '../../../../contracts/receipts.ts';
import type { Db } from '../../../db/client.ts';
import { forParent, requireUser } from '../../../platform/session.ts';
import { receiptRecords, receiptWhatIn } from './receipt-records.ts';
import { requestLocale, translator } from '../../../i18n/index.ts';

/** The account page's receipts: the signed-in parent's own, never anyone else's. */
export async function receiptRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    RECEIPTS_API.list,
    { preHandler: requireUser, schema: { response: { 200: ReceiptList } } },
    forParent(async (userId, request) => ({
      receipts: (await receiptRecords.listForParent(db, userId)).map(({ id, kind, item, amountCents, currency, date, refunded }) => ({
        id,
        kind,
        what: receiptWhatIn(translator(requestLocale(request)), item),
        amountCents,
        currency,
        date,
        refunded,
      })),
    })),
  );
}
