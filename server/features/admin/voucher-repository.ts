import { desc, eq } from 'drizzle-orm';
import type { AdminVoucher } from '../../../contracts/admin.ts';
import type { DbOrTx } from '../../db/client.ts';
import { vouchers } from '../../db/schema/index.ts';

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
  async list(db: DbOrTx): Promise<AdminVoucher[]> {
    const rows = await db.select().from(vouchers).orderBy(desc(vouchers.createdAt), desc(vouchers.id));
    return rows.map(toAdminVoucher);
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
