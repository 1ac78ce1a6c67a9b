import type { Receipt } from '../../../../contracts/receipts';
import { formatPrice } from '../../../../contracts/prices';
import { InlineLoadFailed } from '@/components/inline-load-failed';
import { Spinner } from '@/components/ui/spinner';
import { useReceipts } from '../api/receipts';
import { AccountSection } from './account-section';

const day = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date(iso));

/** Dollars as on the price tags; another currency by its code, so nothing is misread as dollars. */
const money = (receipt: Receipt) =>
  receipt.currency.toLowerCase() === 'usd' ? formatPrice(receipt.amountCents) : `${(receipt.amountCents / 100).toFixed(2)} ${receipt.currency.toUpperCase()}`;

/** Every payment and refund, as the receipt e-mails said them: date, what, amount. */
export function ReceiptsSection() {
  const receipts = useReceipts();
  const list = receipts.data?.receipts ?? [];
  return (
    <AccountSection id="receipts-title" title="Receipts" intro="We e-mail a receipt for every payment and every refund. Here they all are.">
      {receipts.isPending ? <Spinner label="Loading your receipts" className="justify-self-start" /> : null}
      {receipts.isError ? <InlineLoadFailed message="We could not load your receipts." onRetry={() => void receipts.refetch()} className="text-muted" /> : null}
      {receipts.isSuccess && list.length === 0 ? <p className="text-muted">No payments yet.</p> : null}
      {list.length > 0 ? (
        <ul aria-label="Your receipts" className="grid divide-y divide-border">
          {list.map((receipt) => (
            <li key={receipt.id} className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-0.5 py-3 first:pt-0 last:pb-0">
              <span className="min-w-0 font-semibold break-words">{receipt.kind === 'refund' ? `Refund: ${receipt.what}` : receipt.what}</span>
              <span className={receipt.kind === 'refund' ? 'text-right font-semibold text-leaf' : 'text-right font-semibold'}>
                {receipt.kind === 'refund' ? `+${money(receipt)}` : money(receipt)}
              </span>
              <span className="text-sm text-muted">
                <time dateTime={receipt.date}>{day(receipt.date)}</time>
                {receipt.kind === 'payment' && receipt.refunded ? ' · refunded' : ''}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </AccountSection>
  );
}
