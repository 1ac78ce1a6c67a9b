import type { AdminVoucher } from '../../../contracts/admin.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { recordAdminChange, type AdminActor } from './audit.ts';
import { requireUuid } from './ids.ts';
import { adminVoucherRepository, toAdminVoucher } from './voucher-repository.ts';

const VOUCHER_NOT_FOUND = 'Voucher not found';

/** One way (spec 001 §4): an inactive voucher stays inactive, and deactivating it again is a quiet no-op. */
export async function deactivateVoucher({ db, actor, voucherId }: { db: Db; actor: AdminActor; voucherId: string }): Promise<AdminVoucher> {
  requireUuid(voucherId, VOUCHER_NOT_FOUND);
  return db.transaction(async (tx) => {
    const current = await adminVoucherRepository.lock(tx, voucherId);
    if (!current) throw notFound(VOUCHER_NOT_FOUND);
    if (!current.isActive) return toAdminVoucher(current);
    const updated = await adminVoucherRepository.deactivate(tx, voucherId);
    await recordAdminChange(tx, { actor, entityType: 'voucher', entityId: voucherId, action: 'voucher.deactivate', changes: { isActive: [true, false] } });
    return toAdminVoucher(updated);
  });
}
