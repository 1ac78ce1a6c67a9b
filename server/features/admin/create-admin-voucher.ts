import type { AdminVoucher, CreateVoucherRequest } from '../../../contracts/admin.ts';
import type { Db } from '../../db/client.ts';
import { createVoucher } from '../vouchers/create-voucher.ts';
import { recordAdminChange, type AdminActor } from './audit.ts';
import { parseVoucherExpiry } from './voucher-expiry.ts';
import { toAdminVoucher } from './voucher-repository.ts';

type CreateAdminVoucherOptions = {
  db: Db;
  actor: AdminActor;
  request: Required<Pick<CreateVoucherRequest, 'code' | 'maxUses'>> & Pick<CreateVoucherRequest, 'description' | 'expiresAt'>;
  now?: Date;
};

/** The Create Voucher dialog: the shared voucher rules (format, uses, future expiry, unique code) plus the audit trail. */
export async function createAdminVoucher({ db, actor, request, now }: CreateAdminVoucherOptions): Promise<AdminVoucher> {
  const expiresAt = parseVoucherExpiry(request.expiresAt);
  return db.transaction(async (tx) => {
    const row = await createVoucher({
      db: tx,
      code: request.code,
      maxUses: request.maxUses,
      expiresAt,
      description: request.description ?? null,
      createdBy: actor.id,
      now,
    });
    await recordAdminChange(tx, {
      actor,
      entityType: 'voucher',
      entityId: row.id,
      action: 'voucher.create',
      changes: {
        code: [null, row.code],
        maxUses: [null, row.maxUses],
        description: [null, row.description],
        expiresAt: [null, row.expiresAt ? row.expiresAt.toISOString() : null],
      },
    });
    return toAdminVoucher(row);
  });
}
