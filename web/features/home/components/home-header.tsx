import { Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { MessageKey } from '../../../../contracts/i18n/keys';
import { BrandLogo } from '@/components/brand-logo';
import { LanguageSwitch } from '@/components/language-switch';
import { SectionLink, type LandingSection } from '@/components/section-link';
import { Button, buttonVariants } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/utils';

const SECTIONS: readonly { section: LandingSection; label: MessageKey }[] = [
  { section: 'what-is', label: 'home.header.whatIs' },
  { section: 'how-it-works', label: 'home.header.tryChallenge' },
];

const LOGIN_URL = '/api/login';

/**
 * The landing page's sticky bar. On a phone or a tablet it folds into a menu (German and Spanish
 * labels and the language switch need a laptop's width to sit in one row); choosing a link in it
 * closes it, and so does Escape (focus then returns to the menu button).
 */
export function HomeHeader() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    // Growing past the phone layout hides the menu button: do not leave the menu open behind it.
    const desktop = window.matchMedia('(min-width: 64rem)');
    const onResize = () => desktop.matches && setOpen(false);
    window.addEventListener('keydown', onKeyDown);
    desktop.addEventListener('change', onResize);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      desktop.removeEventListener('change', onResize);
    };
  }, [open]);

  const ghost = cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'text-base');
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-2 sm:px-6">
        <BrandLogo />
        <nav aria-label={t('home.header.nav')} className="hidden items-center gap-1 lg:flex">
          {SECTIONS.map(({ section, label }) => (
            <SectionLink key={section} section={section} className={ghost}>
              {t(label)}
            </SectionLink>
          ))}
          <Link href="/shop" className={ghost}>
            {t('home.header.keepsakes')}
          </Link>
          <LanguageSwitch className="ml-1" />
          <Button asChild size="sm" className="ml-2">
            {/* A plain link: the server starts the sign-in flow. */}
            <a href={LOGIN_URL}>{t('home.header.getStarted')}</a>
          </Button>
        </nav>
        <Button
          ref={toggle}
          variant="ghost"
          size="icon"
          className="lg:hidden"
          aria-label={t('home.header.menu')}
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <X className="size-6!" aria-hidden="true" /> : <Menu className="size-6!" aria-hidden="true" />}
        </Button>
      </div>
      <nav
        id={menuId}
        aria-label={t('home.header.nav')}
        hidden={!open}
        className="absolute inset-x-0 top-full border-b border-border bg-background shadow-soft lg:hidden"
      >
        <ul className="mx-auto grid max-w-6xl gap-1 px-4 py-3">
          {SECTIONS.map(({ section, label }) => (
            <li key={section}>
              <SectionLink section={section} className={cn(ghost, 'w-full justify-start')} onNavigate={close}>
                {t(label)}
              </SectionLink>
            </li>
          ))}
          <li>
            <Link href="/shop" className={cn(ghost, 'w-full justify-start')} onClick={close}>
              {t('home.header.shop')}
            </Link>
          </li>
          <li className="px-4 pt-1">
            {/* Changing the language keeps the menu open: the parent sees it change. */}
            <LanguageSwitch />
          </li>
          <li className="pt-2">
            <Button asChild className="w-full">
              <a href={LOGIN_URL} onClick={close}>
                {t('home.header.getStarted')}
              </a>
            </Button>
          </li>
        </ul>
      </nav>
    </header>
  );
}
