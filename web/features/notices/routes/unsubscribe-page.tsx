import { useEffect, useRef } from 'react';
import { useSearch } from 'wouter';
import { BRAND } from '../../../../contracts/brand';
import { NOTICE_NAME_KEYS } from '../../../../contracts/notice-names';
import { PageShell } from '@/components/page-shell';
import { Button } from '@/components/ui/button';
import { ScribbleUnderline } from '@/components/ui/scribble-underline';
import { Spinner } from '@/components/ui/spinner';
import { Rich, useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSetSubscription } from '../api/unsubscribe';

const SETTINGS = '/account#email-settings';
const linkClass = 'font-semibold text-sky underline underline-offset-4';

/**
 * Opened from the link at the foot of a reminder or notice (`?token=…`). The e-mail is turned off
 * by this page's request, not by opening the link, so a mail scanner that follows links changes
 * nothing; no sign-in is needed. The parent may turn it straight back on.
 */
export function UnsubscribePage() {
  const t = useT();
  useDocumentTitle(t('notices.page.title'), t('notices.page.description', { brand: BRAND.name }));
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const turnOff = useSetSubscription();
  const turnOn = useSetSubscription();
  const asked = useRef(false);
  const { mutate } = turnOff;

  useEffect(() => {
    // Once per opening, also when React runs effects twice in development.
    if (!token || asked.current) return;
    asked.current = true;
    mutate({ token, subscribed: false });
  }, [token, mutate]);

  const latest = turnOn.data ?? turnOff.data;
  const failure = !token ? t('notices.badToken') : turnOff.isError ? errorMessage(turnOff.error, t('notices.badToken')) : null;

  return (
    <PageShell back={{ href: '/', label: t('notices.page.back') }}>
      <h1 className="mb-6 text-3xl font-extrabold sm:text-4xl">
        <Rich k="notices.page.heading" values={{ underline: (chunks) => <ScribbleUnderline color="sky">{chunks}</ScribbleUnderline> }} />
      </h1>
      <section className="grid gap-5 rounded-card border border-border bg-surface p-5 shadow-soft sm:p-6" aria-live="polite">
        {failure ? (
          <p role="alert" className="font-medium">
            {failure}
          </p>
        ) : !latest ? (
          <Spinner label={t('notices.page.turningOff')} />
        ) : (
          <>
            <p role="status" className="text-lg font-semibold">
              {/* Said in the page's language, whatever language the answer came in. */}
              {t(latest.subscribed ? 'notices.resubscribed' : 'notices.unsubscribed', { notice: t(NOTICE_NAME_KEYS[latest.kind]) })}
            </p>
            {latest.subscribed ? null : (
              <div className="grid gap-2">
                <p className="text-muted">{t('notices.page.changedMind')}</p>
                <Button
                  variant="secondary"
                  className="justify-self-start"
                  disabled={turnOn.isPending}
                  onClick={() => turnOn.mutate({ token, subscribed: true })}
                >
                  {turnOn.isPending ? t('notices.page.turningBackOn') : t('notices.page.turnBackOn')}
                </Button>
                {turnOn.isError ? (
                  <p role="alert" className="font-medium text-destructive-text">
                    {errorMessage(turnOn.error, t('notices.page.turnBackOnFailed'))}
                  </p>
                ) : null}
              </div>
            )}
          </>
        )}
        <p>
          {/* A full page load, so the browser brings the settings section into view. */}
          <a href={SETTINGS} className={linkClass}>
            {t('notices.page.allSettings')}
          </a>
        </p>
      </section>
    </PageShell>
  );
}
