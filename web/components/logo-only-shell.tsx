import type { ReactNode } from 'react';
import { BrandLogo } from '@/components/brand-logo';

/** A phone-width page with only the logo above it (sign-in, sign-up, not found); the page brings its own main. */
export function LogoOnlyShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="mx-auto w-full max-w-md px-4 pt-4">
        <BrandLogo />
      </header>
      {children}
    </div>
  );
}
