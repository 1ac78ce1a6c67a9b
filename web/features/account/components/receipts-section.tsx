import type { Receipt } from '../../../../contracts/receipts';
import { InlineLoadFailed } from '@/components/inline-load-failed';
import { Spinner } from '@/components/ui/spinner';
import { usePrices } from '@/features/shop';
import { useFormat, useT } from '@/i18n/use-t';
import { useReceipts } from '../api/receipts';
import { AccountSection } from './account-section';

/** Every payment and refund, as the receipt e-mails said them: date, what, amount. */
export function ReceiptsSection() {
  const t = useT();
  const format = useFormat();
  const prices = usePrices();
  const receipts = useReceipts();
  const list = receipts.data?.receipts ?? [];
  const day = (iso: string) => format.date(iso, { dateStyle: 'medium' });
  /** Dollars as on the price tags; another currency by its code, so nothing is misread as dollars. */
  const money = (receipt: Receipt) =>
    receipt.currency.toLowerCase() === 'usd'
      ? prices.amount(receipt.amountCents)
      : `${format.number(receipt.amountCents / 100, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${receipt.currency.toUpperCase()}`;
  return (
    <AccountSection id="receipts-title" title={t('account.receipts.title')} intro={t('account.receipts.intro')}>
      {receipts.isPending ? <Spinner label={t('account.receipts.loading')} className="justify-self-start" /> : null}
      {receipts.isError ? <InlineLoadFailed message={t('account.receipts.loadError')} onRetry={() => void receipts.refetch()} className="text-muted" /> : null}
      {receipts.isSuccess && list.length === 0 ? <p className="text-muted">{t('account.receipts.none')}</p> : null}
      {list.length > 0 ? (
        <ul aria-label={t('account.receipts.list')} className="grid divide-y divide-border">
          {list.map((receipt) => (
            <li key={receipt.id} className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-0.5 py-3 first:pt-0 last:pb-0">
              <span className="min-w-0 font-semibold break-words">
                {receipt.kind === 'refund' ? t('account.receipts.refund', { what: receipt.what }) : receipt.what}
              </span>
              <span className={receipt.kind === 'refund' ? 'text-right font-semibold text-leaf' : 'text-right font-semibold'}>
                {receipt.kind === 'refund' ? `+${money(receipt)}` : money(receipt)}
              </span>
              <span className="text-sm text-muted">
                <time dateTime={receipt.date}>{day(receipt.date)}</time>
                {receipt.kind === 'payment' && receipt.refunded ? t('account.receipts.refunded') : ''}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </AccountSection>
  );
}
