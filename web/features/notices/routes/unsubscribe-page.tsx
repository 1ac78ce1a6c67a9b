import { useEffect, useRef } from 'react';
import { useSearch } from 'wouter';
import { NOTIFICATION_MESSAGES } from '../../../../contracts/notifications';
import { PageShell } from '@/components/page-shell';
import { Button } from '@/components/ui/button';
import { ScribbleUnderline } from '@/components/ui/scribble-underline';
import { Spinner } from '@/components/ui/spinner';
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
  useDocumentTitle('Unsubscribe', 'Stop an e-mail from Kritzel.');
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
  const failure = !token ? NOTIFICATION_MESSAGES.badToken : turnOff.isError ? errorMessage(turnOff.error, NOTIFICATION_MESSAGES.badToken) : null;

  return (
    <PageShell back={{ href: '/', label: 'Home' }}>
      <h1 className="mb-6 text-3xl font-extrabold sm:text-4xl">
        Your <ScribbleUnderline color="sky">e-mails</ScribbleUnderline>
      </h1>
      <section className="grid gap-5 rounded-card border border-border bg-surface p-5 shadow-soft sm:p-6" aria-live="polite">
        {failure ? (
          <p role="alert" className="font-medium">
            {failure}
          </p>
        ) : !latest ? (
          <Spinner label="Turning the e-mail off" />
        ) : (
          <>
            <p role="status" className="text-lg font-semibold">
              {latest.message}
            </p>
            {latest.subscribed ? null : (
              <div className="grid gap-2">
                <p className="text-muted">Changed your mind? You can have it back with one click.</p>
                <Button
                  variant="secondary"
                  className="justify-self-start"
                  disabled={turnOn.isPending}
                  onClick={() => turnOn.mutate({ token, subscribed: true })}
                >
                  {turnOn.isPending ? 'Turning it back on…' : 'Turn it back on'}
                </Button>
                {turnOn.isError ? (
                  <p role="alert" className="font-medium text-destructive-text">
                    {errorMessage(turnOn.error, 'We could not turn it back on just now. Please try again.')}
                  </p>
                ) : null}
              </div>
            )}
          </>
        )}
        <p>
          {/* A full page load, so the browser brings the settings section into view. */}
          <a href={SETTINGS} className={linkClass}>
            All your e-mail settings
          </a>
        </p>
      </section>
    </PageShell>
  );
}
