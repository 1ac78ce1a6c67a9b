import { Link } from 'wouter';
import type { MessageKey } from '../../contracts/i18n/keys';
import { BRAND } from '../../contracts/brand';
import { BrandLogo } from '@/components/brand-logo';
import { LanguageSwitch } from '@/components/language-switch';
import { SectionLink, type LandingSection } from '@/components/section-link';
import { useT } from '@/i18n/use-t';
import { openCookieSettings } from '@/lib/cookie-consent';

type FooterLink = { label: MessageKey; section: LandingSection } | { label: MessageKey; href: string };

/** Spec 000 §2: the footer's links, grouped the way a parent looks for them. */
const GROUPS: readonly { title: MessageKey; links: readonly FooterLink[]; cookieSettings?: true }[] = [
  {
    title: 'common.footer.product',
    links: [
      { label: 'common.footer.howItWorks', section: 'how-it-works' },
      { label: 'common.footer.pricing', section: 'pricing' },
      { label: 'common.footer.parentGuide', href: '/parent-guide' },
    ],
  },
  {
    title: 'common.footer.support',
    links: [
      { label: 'common.footer.contact', href: '/contact' },
      { label: 'common.footer.helpCenter', href: '/help-center' },
      { label: 'common.footer.aboutUs', href: '/about-us' },
    ],
  },
  {
    title: 'common.footer.legal',
    links: [
      { label: 'common.footer.privacyPolicy', href: '/privacy-policy' },
      { label: 'common.footer.termsOfService', href: '/terms-of-service' },
      { label: 'common.footer.cookiePolicy', href: '/cookie-policy' },
      { label: 'common.footer.refundPolicy', href: '/refund-policy' },
      { label: 'common.footer.legalNotice', href: '/legal-notice' },
    ],
    cookieSettings: true,
  },
];

const linkClass = 'inline-flex min-h-11 items-center rounded-md text-muted underline-offset-4 hover:text-foreground hover:underline';

/** The public pages' footer. Section links work from any page: they lead back to the landing page. */
export function SiteFooter() {
  const t = useT();
  return (
    <footer className="border-t border-border bg-background">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-8 px-4 py-12 sm:px-6 md:grid-cols-[1.2fr_repeat(3,1fr)]">
        <div className="col-span-2 md:col-span-1">
          <BrandLogo />
          <p className="mt-2 max-w-xs text-sm text-muted">{t('common.tagline')}</p>
          <LanguageSwitch className="mt-4" />
        </div>
        {GROUPS.map((group) => (
          <nav key={group.title} aria-label={t(group.title)}>
            <h2 className="font-heading text-sm font-bold tracking-wide text-foreground uppercase">{t(group.title)}</h2>
            <ul className="mt-2 grid">
              {group.links.map((link) => (
                <li key={link.label}>
                  {'section' in link ? (
                    <SectionLink section={link.section} className={linkClass}>
                      {t(link.label)}
                    </SectionLink>
                  ) : (
                    <Link href={link.href} className={linkClass}>
                      {t(link.label)}
                    </Link>
                  )}
                </li>
              ))}
              {group.cookieSettings ? (
                <li>
                  <button type="button" onClick={openCookieSettings} className={`${linkClass} cursor-pointer`}>
                    {t('common.footer.cookieSettings')}
                  </button>
                </li>
              ) : null}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-muted sm:px-6">{t('common.footer.copyright', { year: 2024, brand: BRAND.name })}</p>
      </div>
    </footer>
  );
}
