import type { ReactNode } from 'react';
import { BrandLogo } from '@/components/brand-logo';

/**
 * A page's top bar outside the landing and shop pages: the logo home on the left, and on the
 * right where the parent goes next (back, the dashboard, logging in). `width` lines it up with
 * the page below it.
 */
export function SiteHeader({ width, children }: { width: string; children?: ReactNode }) {
  return (
    <header className="border-b border-border">
      <div className={`mx-auto flex ${width} items-center justify-between gap-3 px-4 py-2 sm:px-6`}>
        <BrandLogo />
        {children}
      </div>
    </header>
  );
}
