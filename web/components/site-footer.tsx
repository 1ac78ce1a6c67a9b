import { Link } from 'wouter';
import { BRAND } from '../../contracts/brand';
import { BrandLogo } from '@/components/brand-logo';
import { SectionLink, type LandingSection } from '@/components/section-link';
import { openCookieSettings } from '@/lib/cookie-consent';

type FooterLink = { label: string; section: LandingSection } | { label: string; href: string };

/** Spec 000 §2: the footer's links, grouped the way a parent looks for them. */
const GROUPS: readonly { title: string; links: readonly FooterLink[] }[] = [
  {
    title: 'Product',
    links: [
      { label: 'How it works', section: 'how-it-works' },
      { label: 'Pricing', section: 'pricing' },
      { label: 'Parent Guide', href: '/parent-guide' },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Contact', href: '/contact' },
      { label: 'Help Center', href: '/help-center' },
      { label: 'About Us', href: '/about-us' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', href: '/privacy-policy' },
      { label: 'Terms of Service', href: '/terms-of-service' },
      { label: 'Cookie Policy', href: '/cookie-policy' },
      { label: 'Refund Policy', href: '/refund-policy' },
      { label: 'Legal Notice', href: '/legal-notice' },
    ],
  },
];

const linkClass = 'inline-flex min-h-11 items-center rounded-md text-muted underline-offset-4 hover:text-foreground hover:underline';

/** The public pages' footer. Section links work from any page: they lead back to the landing page. */
export function SiteFooter() {
  return (
    <footer className="border-t border-border bg-background">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-8 px-4 py-12 sm:px-6 md:grid-cols-[1.2fr_repeat(3,1fr)]">
        <div className="col-span-2 md:col-span-1">
          <BrandLogo />
          <p className="mt-2 max-w-xs text-sm text-muted">{BRAND.tagline}</p>
        </div>
        {GROUPS.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="font-heading text-sm font-bold tracking-wide text-foreground uppercase">{group.title}</h2>
            <ul className="mt-2 grid">
              {group.links.map((link) => (
                <li key={link.label}>
                  {'section' in link ? (
                    <SectionLink section={link.section} className={linkClass}>
                      {link.label}
                    </SectionLink>
                  ) : (
                    <Link href={link.href} className={linkClass}>
                      {link.label}
                    </Link>
                  )}
                </li>
              ))}
              {group.title === 'Legal' ? (
                <li>
                  <button type="button" onClick={openCookieSettings} className={`${linkClass} cursor-pointer`}>
                    Cookie settings
                  </button>
                </li>
              ) : null}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-muted sm:px-6">© 2024 {BRAND.name}</p>
      </div>
    </footer>
  );
}
