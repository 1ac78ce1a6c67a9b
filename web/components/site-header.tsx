import type { ReactNode } from 'react';
import { BrandLogo } from '@/components/brand-logo';
import { LanguageSwitch } from '@/components/language-switch';
import { cn } from '@/lib/utils';

/**
 * Where the header's language switch sits on a phone, where the logo and a back link or the
 * account buttons already fill a 360 px row (German and Spanish labels run longer): `wrap`, on
 * a row of its own under them; `footer`, not in the header at all, for pages whose footer has
 * the switch. From `sm` up it always sits at the end of the row.
 */
export type HeaderLanguageSwitch = 'wrap' | 'footer';

/**
 * A page's top bar outside the landing and shop pages: the logo home on the left, and on the
 * right where the parent goes next (back, the dashboard, logging in) and the language. `width`
 * lines it up with the page below it.
 */
export function SiteHeader({ width, languageSwitch = 'wrap', children }: { width: string; languageSwitch?: HeaderLanguageSwitch; children?: ReactNode }) {
  return (
    <header className="border-b border-border">
      <div className={`mx-auto flex ${width} items-center justify-between gap-3 px-4 py-2 sm:px-6`}>
        <BrandLogo />
        <div className="flex min-w-0 flex-1 flex-wrap items-center justify-end gap-x-3 gap-y-1">
          {children}
          <div className={cn(languageSwitch === 'footer' && 'hidden sm:block')}>
            <LanguageSwitch />
          </div>
        </div>
      </div>
    </header>
  );
}
