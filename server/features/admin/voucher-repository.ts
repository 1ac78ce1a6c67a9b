import { eq } from 'drizzle-orm';
import type { AdminVoucher } from '../../../contracts/admin.ts';
import type { AdminPage, AdminPageQuery } from '../../../contracts/admin-pages.ts';
import type { DbOrTx } from '../../db/client.ts';
import { vouchers } from '../../db/schema/index.ts';
import { afterCursor, countUpTo, cursorTime, newestFirst, readPage, type PageKey } from './pages.ts';

const KEY: PageKey = { createdAt: vouchers.createdAt, id: vouchers.id, idIsUuid: true };

type VoucherRow = typeof vouchers.$inferSelect;

export const toAdminVoucher = (row: VoucherRow): AdminVoucher => ({
  id: row.id,
  code: row.code,
  description: row.description,
  expiresAt: row.expiresAt ? row.expiresAt.toISOString() : null,
  maxUses: row.maxUses,
  currentUses: row.currentUses,
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
});

export const adminVoucherRepository = {
  async page(db: DbOrTx, { cursor, limit }: AdminPageQuery): Promise<AdminPage<AdminVoucher>> {
    return readPage(
      {
        rows: db
          .select({ row: vouchers, cursorAt: cursorTime(vouchers.createdAt) })
          .from(vouchers)
          .where(afterCursor(KEY, cursor))
          .orderBy(...newestFirst(KEY))
          .limit(limit + 1),
        total: countUpTo(db, vouchers, undefined),
      },
      limit,
      (r) => r.row.id,
      (r) => toAdminVoucher(r.row),
    );
  },

  async lock(db: DbOrTx, id: string): Promise<VoucherRow | null> {
    const [row] = await db.select().from(vouchers).where(eq(vouchers.id, id)).for('update');
    return row ?? null;
  },

  async deactivate(db: DbOrTx, id: string): Promise<VoucherRow> {
    const [row] = await db.update(vouchers).set({ isActive: false }).where(eq(vouchers.id, id)).returning();
    if (!row) throw new Error('voucher update returned nothing');
    return row;
  },
};
