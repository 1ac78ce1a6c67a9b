import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { acceptAll, openCookieSettings, rejectNonEssential } from '@/lib/cookie-consent';
import { useT } from '@/i18n/use-t';

/**
 * Shown until the visitor decides. Not a modal: the page stays usable behind it. Fixed to the
 * bottom so it never pushes content (no layout shift); a spacer of its own height at the end
 * of the page lets the footer scroll clear of it.
 */
export function CookieBanner() {
  const t = useT();
  const banner = useRef<HTMLElement>(null);
  const [height, setHeight] = useState(0);

  useEffect(() => {
    const element = banner.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <>
      <div aria-hidden="true" style={{ height }} />
      <section
        ref={banner}
        aria-label={t('cookies.banner.label')}
        className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-surface/95 shadow-soft backdrop-blur-sm"
      >
        <div className="mx-auto flex max-w-5xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:gap-6 sm:px-6">
          <p className="text-sm text-muted sm:flex-1">
            {t('cookies.banner.text')}{' '}
            <Link href="/cookie-policy" className="font-semibold text-sky underline underline-offset-4">
              {t('cookies.banner.policy')}
            </Link>
          </p>
          <div className="grid grid-cols-2 gap-2 sm:flex sm:shrink-0">
            <Button variant="secondary" size="sm" className="text-center whitespace-normal" onClick={rejectNonEssential}>
              {t('cookies.banner.reject')}
            </Button>
            <Button variant="secondary" size="sm" className="text-center whitespace-normal" onClick={acceptAll}>
              {t('cookies.banner.accept')}
            </Button>
            <Button variant="ghost" size="sm" className="col-span-2 underline underline-offset-4" onClick={openCookieSettings}>
              {t('cookies.banner.customise')}
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
