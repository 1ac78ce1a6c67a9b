import { FlaskConical, Landmark, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { BRAND } from '../../../../contracts/brand';
import type { PageProps } from '@/page-props';
import { errorMessage } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';
import { isKeepsakeOrder, useAuthenticateSandboxPayment } from '../api/authenticate-sandbox-payment';
import { redirectTarget } from '../lib/return-url';
import { useT } from '@/i18n/use-t';

const BUTTON = 'inline-flex min-h-12 flex-1 items-center justify-center rounded-lg px-5 font-semibold disabled:opacity-60';

/**
 * /sandbox/authenticate/{paymentIntentId}: the sandbox's stand-in for a bank's 3-D Secure page
 * (card 4000 0025 0000 3155), for a plan's payment or a keepsake order (then the id is the
 * order's). Approve or Fail, then back to return_url the way Stripe returns.
 */
export function SandboxAuthenticatePage({ params }: PageProps) {
  const t = useT();
  useDocumentTitle(t('payments.bank.documentTitle'));
  const paymentIntentId = params.paymentIntentId ?? '';
  const query = new URLSearchParams(useSearch());
  const clientSecret = query.get('client_secret') ?? '';
  const returnUrl = query.get('return_url') ?? '/dashboard';
  const authenticate = useAuthenticateSandboxPayment();
  const [leaving, setLeaving] = useState(false);

  function answer(approve: boolean) {
    authenticate.mutate(
      { paymentIntentId, clientSecret, approve, returnUrl },
      {
        onSuccess: (result) => {
          setLeaving(true);
          // A full navigation, as when a real bank hands the parent back.
          window.location.assign(redirectTarget(result.redirectUrl, returnUrl, paymentIntentId, result.status === 'succeeded'));
        },
      },
    );
  }

  const busy = authenticate.isPending || leaving;
  return (
    <div className="min-h-dvh bg-[#eef1f6] text-[#101828]">
      <header className="flex items-center justify-center gap-2 bg-sunflower px-4 py-2 text-center font-semibold text-background">
        <FlaskConical className="size-4 shrink-0" aria-hidden="true" />
        <p>{t('payments.bank.testMode')}</p>
      </header>
      <main className="mx-auto max-w-md px-4 py-10">
        <div className="grid gap-5 rounded-2xl border border-[#d0d5dd] bg-white p-6 shadow-soft">
          <div className="flex items-center justify-between gap-3 border-b border-[#e4e7ec] pb-4">
            <span className="inline-flex items-center gap-2 font-bold">
              <Landmark className="size-6 text-[#1d4ed8]" aria-hidden="true" />
              {t('payments.bank.name')}
            </span>
            <span className="inline-flex items-center gap-1 text-sm text-[#475467]">
              <ShieldCheck className="size-4" aria-hidden="true" />
              {t('payments.bank.secure')}
            </span>
          </div>
          <h1 className="font-sans text-2xl font-bold">{t('payments.bank.title')}</h1>
          {clientSecret && paymentIntentId ? (
            <>
              <p className="text-[#344054]">{t('payments.bank.text')}</p>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg bg-[#f2f4f7] p-4 text-sm">
                <dt className="text-[#475467]">{t('payments.bank.merchant')}</dt>
                <dd className="font-semibold">{BRAND.name}</dd>
                {isKeepsakeOrder(paymentIntentId) ? (
                  <>
                    <dt className="text-[#475467]">{t('payments.bank.order')}</dt>
                    <dd className="truncate font-mono">{paymentIntentId.slice(0, 8)}</dd>
                  </>
                ) : (
                  <>
                    <dt className="text-[#475467]">{t('payments.bank.payment')}</dt>
                    <dd className="truncate font-mono">{paymentIntentId}</dd>
                  </>
                )}
              </dl>
              <div className="flex flex-col gap-3 sm:flex-row">
                <button type="button" disabled={busy} onClick={() => answer(true)} className={`${BUTTON} bg-[#1d4ed8] text-white hover:bg-[#1e40af]`}>
                  {t('payments.bank.approve')}
                </button>
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => answer(false)}
                  className={`${BUTTON} border border-[#98a2b3] bg-white text-[#101828] hover:bg-[#f2f4f7]`}
                >
                  {t('payments.bank.fail')}
                </button>
              </div>
              <p role="status" className="min-h-6 text-sm text-[#475467]">
                {busy ? t('payments.bank.returning') : ''}
              </p>
              {authenticate.isError ? (
                <p role="alert" className="font-medium text-[#b42318]">
                  {errorMessage(authenticate.error, t('payments.bank.unreachable'))}
                </p>
              ) : null}
            </>
          ) : (
            <div className="grid gap-3">
              <p role="alert" className="text-[#344054]">
                {t('payments.bank.incomplete')}
              </p>
              <Link href="/dashboard" className="font-semibold text-[#1d4ed8] underline">
                {t('payments.bank.back')}
              </Link>
            </div>
          )}
        </div>
      </main>
    </div>
  );
}
