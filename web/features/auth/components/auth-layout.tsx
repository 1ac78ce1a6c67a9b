import type { ReactNode } from 'react';
import { BRAND } from '../../../../contracts/brand';
import { LogoOnlyShell } from '@/components/logo-only-shell';
import { Card, CardContent } from '@/components/ui/card';
import { ScribbleUnderline } from '@/components/ui/scribble-underline';

interface AuthLayoutProps {
  title: string;
  /** The word of the title that gets the crayon underline. */
  underline: string;
  intro: string;
  children: ReactNode;
  /** Below the card: the link to the other auth page. */
  footer: ReactNode;
}

/** The shared shell of the sign-in and sign-up pages: phone-width, one card, one h1. */
export function AuthLayout({ title, underline, intro, children, footer }: AuthLayoutProps) {
  const [before, after] = title.split(underline) as [string, string | undefined];
  return (
    <LogoOnlyShell>
      <main className="mx-auto w-full max-w-md flex-1 px-4 pt-6 pb-12">
        <h1 className="text-3xl font-extrabold sm:text-4xl">
          {before}
          <ScribbleUnderline>{underline}</ScribbleUnderline>
          {after}
        </h1>
        <p className="mt-4 text-muted">{intro}</p>
        <Card className="mt-6">
          <CardContent>{children}</CardContent>
        </Card>
        <div className="mt-6 text-center text-muted">{footer}</div>
      </main>
      <footer className="px-4 pb-6 text-center text-sm text-muted">{BRAND.tagline}</footer>
    </LogoOnlyShell>
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
