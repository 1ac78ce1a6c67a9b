import { Copy } from 'lucide-react';
import type { AdminVoucher } from '../../../../contracts/admin';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { formatDate, shortId } from '../lib/format';
import { formatExpiry, isExpired } from '../lib/voucher-dates';
import { copyVoucherCode } from '../lib/voucher-toasts';
import { AuditTrail } from './audit-trail';

const PILL = 'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold';

/** One voucher with everything spec 001 §2 lists; Deactivate only while it is active. */
export function VoucherCard({ voucher, onDeactivate }: { voucher: AdminVoucher; onDeactivate: (voucher: AdminVoucher) => void }) {
  const expired = isExpired(voucher.expiresAt);
  const usedUp = voucher.currentUses >= voucher.maxUses;
  return (
    <Card className="grid gap-3 p-5" role="article" aria-labelledby={`voucher-${voucher.id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={`voucher-${voucher.id}`} className="font-mono text-xl font-bold tracking-wider">
          {voucher.code}
        </h2>
        <Button variant="ghost" size="icon" aria-label={`Copy voucher code ${voucher.code}`} onClick={() => void copyVoucherCode(voucher.code)}>
          <Copy aria-hidden="true" />
        </Button>
        <span className={cn(PILL, voucher.isActive ? 'border-leaf/60 text-leaf' : 'border-border text-muted')}>{voucher.isActive ? 'Active' : 'Inactive'}</span>
        {voucher.isActive && expired ? <span className={cn(PILL, 'border-sunflower/60 text-sunflower')}>Expired</span> : null}
        {voucher.isActive && usedUp ? <span className={cn(PILL, 'border-sunflower/60 text-sunflower')}>All uses taken</span> : null}
        {voucher.isActive ? (
          <Button variant="outline" size="sm" className="ml-auto" onClick={() => onDeactivate(voucher)}>
            Deactivate
          </Button>
        ) : null}
      </div>
      {voucher.description ? <p>{voucher.description}</p> : <p className="text-muted">No description</p>}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-muted">Usage</dt>
          <dd className="font-semibold">
            {voucher.currentUses}/{voucher.maxUses}
          </dd>
        </div>
        <div>
          <dt className="text-muted">Created</dt>
          <dd>
            <time dateTime={voucher.createdAt}>{formatDate(voucher.createdAt)}</time>
          </dd>
        </div>
        {voucher.expiresAt ? (
          <div>
            <dt className="text-muted">Expires</dt>
            <dd>
              <time dateTime={voucher.expiresAt}>{formatExpiry(voucher.expiresAt)}</time>
            </dd>
          </div>
        ) : null}
        <div>
          <dt className="text-muted">ID</dt>
          <dd className="font-mono">{shortId(voucher.id)}</dd>
        </div>
      </dl>
      <AuditTrail entityType="voucher" entityId={voucher.id} />
    </Card>
  );
}
