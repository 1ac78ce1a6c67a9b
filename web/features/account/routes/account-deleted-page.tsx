import { Home, ShieldCheck } from 'lucide-react';
import { Link } from 'wouter';
import { RETENTION } from '../../../../contracts/account';
import { PageShell } from '@/components/page-shell';
import { SiteFooter } from '@/components/site-footer';
import { ScribbleUnderline } from '@/components/ui/scribble-underline';
import { useDocumentTitle } from '@/lib/use-document-title';
import { LinkButton } from '@/components/link-button';
import { Rich, useT } from '@/i18n/use-t';
import { AccountSection } from '../components/account-section';

const inlineLink = 'font-semibold text-sky underline underline-offset-4';

/**
 * /account-deleted: where "Delete my account" lands, after the session is gone (so it is a
 * public page). It says only what the server's deletion does (account/deletion/erase-parent.ts)
 * and what the privacy policy's "How long we keep it" promises about the records kept.
 */
export function AccountDeletedPage() {
  const t = useT();
  useDocumentTitle(t('account.deleted.title'));
  // The yearly purge counts calendar years in UTC (account/retention/purge-old-order-records.ts).
  const keptUntil = new Date().getUTCFullYear() + RETENTION.orderRecordYears;
  return (
    <>
      <PageShell back={{ href: '/', label: t('account.deleted.back') }}>
        <h1 className="text-3xl font-extrabold sm:text-4xl">
          <Rich k="account.deleted.heading" values={{ mark: (chunks) => <ScribbleUnderline color="leaf">{chunks}</ScribbleUnderline> }} />
        </h1>
        <p className="mt-4 mb-8 max-w-prose text-lg text-muted">{t('account.deleted.text')}</p>
        <div className="grid gap-6">
          <AccountSection id="deleted-title" title={t('account.deleted.goneTitle')}>
            <ul className="grid list-disc gap-1 pl-5">
              <li>{t('account.deleted.goneAccount')}</li>
              <li>{t('account.deleted.gonePlans')}</li>
              <li>{t('account.deleted.goneDrawings')}</li>
              <li>{t('account.deleted.goneDownloads')}</li>
            </ul>
          </AccountSection>
          <AccountSection id="kept-title" title={t('account.deleted.keptTitle')}>
            <p>{t('account.deleted.keptWhy', { year: String(keptUntil) })}</p>
            <p className="text-muted">{t('account.deleted.keptWhat')}</p>
            <p className="text-muted">
              <Rich
                k="account.deleted.questions"
                values={{
                  link: (chunks) => (
                    <Link href="/contact" className={inlineLink}>
                      {chunks}
                    </Link>
                  ),
                }}
              />
            </p>
          </AccountSection>
        </div>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <LinkButton href="/" icon={Home} size="lg">
            {t('account.deleted.home')}
          </LinkButton>
          <LinkButton href="/privacy-policy" icon={ShieldCheck} size="lg" variant="secondary">
            {t('account.deleted.privacy')}
          </LinkButton>
        </div>
      </PageShell>
      <SiteFooter />
    </>
  );
}
