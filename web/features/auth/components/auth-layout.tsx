import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { MessageKey } from '../../../../contracts/i18n/keys';
import type { Translator } from '../../../../contracts/i18n/translator';
import { LogoOnlyShell } from '@/components/logo-only-shell';
import { Card, CardContent } from '@/components/ui/card';
import { ScribbleUnderline } from '@/components/ui/scribble-underline';
import { Rich, useT } from '@/i18n/use-t';

interface AuthLayoutProps {
  /** The heading's message: the word in <u>…</u> gets the crayon underline ("Welcome <u>back</u>"). */
  titleKey: MessageKey;
  intro: string;
  children: ReactNode;
  /** Below the card: the link to the other auth page. */
  footer: ReactNode;
}

/** A title message as plain text (a document title, a form's name): its <u> mark dropped. */
export const plainTitle = (t: Translator, title: MessageKey): string => t.rich<string>(title, { u: (chunks) => chunks.join('') }).join('');

/** The shared shell of the sign-in and sign-up pages: phone-width, one card, one h1. */
export function AuthLayout({ titleKey, intro, children, footer }: AuthLayoutProps) {
  const t = useT();
  return (
    <LogoOnlyShell>
      <main className="mx-auto w-full max-w-md flex-1 px-4 pt-6 pb-12">
        <h1 className="text-3xl font-extrabold sm:text-4xl">
          <Rich k={titleKey} values={{ u: (chunks) => <ScribbleUnderline>{chunks}</ScribbleUnderline> }} />
        </h1>
        <p className="mt-4 text-muted">{intro}</p>
        <Card className="mt-6">
          <CardContent>{children}</CardContent>
        </Card>
        <div className="mt-6 text-center text-muted">{footer}</div>
      </main>
      <footer className="px-4 pb-6 text-center text-sm text-muted">{t('common.tagline')}</footer>
    </LogoOnlyShell>
  );
}

/** A footer line with one link in it ("New here? <link>Create an account</link>"), the link to `href`. */
export function AuthFooterLink({ k, href }: { k: MessageKey; href: string }) {
  return (
    <p>
      <Rich
        k={k}
        values={{
          link: (text) => (
            <Link href={href} className="font-semibold text-sky underline underline-offset-4">
              {text}
            </Link>
          ),
        }}
      />
    </p>
  );
}

/** A whole-form message (the server's answer), announced as soon as it appears. */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <div role="alert" className="empty:hidden">
      {message ? (
        <p className="rounded-xl border border-destructive-text/60 bg-destructive/15 px-4 py-3 text-sm font-medium text-foreground">{message}</p>
      ) : null}
    </div>
  );
}
