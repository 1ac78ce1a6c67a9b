import { Plus, TicketPercent } from 'lucide-react';
import { useState } from 'react';
import { ADMIN_MESSAGES, type AdminVoucher } from '../../../../contracts/admin';
import { describeTotal } from '../../../../contracts/admin-pages';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useVouchers } from '../api/vouchers';
import { AdminLoadError } from '../components/list-states';
import { AdminShell } from '../components/admin-shell';
import { VoucherCard } from '../components/voucher-card';
import { VoucherCreateDialog } from '../components/voucher-create-dialog';
import { VoucherDeactivateDialog } from '../components/voucher-deactivate-dialog';
import { PageControls } from '../components/page-controls';
import { usePageCursor } from '../lib/use-page-cursor';
import { AdminList } from '../components/admin-list';

/** /admin/vouchers (spec 001 §2): every voucher, a Create Voucher dialog and Deactivate. */
export function AdminVouchersPage() {
  const pages = usePageCursor('vouchers');
  const vouchers = useVouchers(pages.cursor);
  const items = vouchers.data?.items;
  const refreshing = vouchers.isPlaceholderData;
  const [creating, setCreating] = useState(false);
  const [deactivating, setDeactivating] = useState<AdminVoucher | null>(null);

  return (
    <AdminShell
      title="Vouchers"
      description={ADMIN_MESSAGES.vouchersIntro}
      actions={
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" />
          Create Voucher
        </Button>
      }
    >
      {vouchers.isPending ? <Spinner label="Loading vouchers" /> : null}
      {vouchers.isError ? <AdminLoadError title="The vouchers could not be loaded." onRetry={() => void vouchers.refetch()} /> : null}
      {items?.length === 0 ? (
        <Card className="grid justify-items-center gap-3 p-8 text-center">
          <TicketPercent className="size-10 text-sunflower" aria-hidden="true" />
          <p className="text-lg font-semibold">{ADMIN_MESSAGES.noVouchers}</p>
          <p className="text-muted">{ADMIN_MESSAGES.noVouchersHint}</p>
        </Card>
      ) : null}
      {vouchers.data && items && items.length > 0 ? (
        <div className="grid gap-4">
          <p className="text-sm text-muted" aria-live="polite">
            {refreshing ? null : describeTotal(vouchers.data.total, { one: 'voucher', many: 'vouchers' })}
          </p>
          <AdminList busy={refreshing} className="grid gap-4 lg:grid-cols-2">
            {items.map((voucher) => (
              <li key={voucher.id}>
                <VoucherCard voucher={voucher} onDeactivate={setDeactivating} />
              </li>
            ))}
          </AdminList>
          <PageControls pages={pages} nextCursor={vouchers.data.nextCursor} busy={refreshing} label="Vouchers" />
        </div>
      ) : null}
      {creating ? <VoucherCreateDialog onClose={() => setCreating(false)} /> : null}
      {deactivating ? <VoucherDeactivateDialog voucher={deactivating} onClose={() => setDeactivating(null)} /> : null}
    </AdminShell>
  );
}
