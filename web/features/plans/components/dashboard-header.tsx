import { ShieldCheck, UserRound } from 'lucide-react';
import { Link } from 'wouter';
import { BrandLogo } from '@/components/brand-logo';
import { ShopAndLogOutButtons } from '@/components/account-buttons';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/link-button';
import { useT } from '@/i18n/use-t';

/** Logo, Admin (administrators only), Account, Shop and Log out. */
export function DashboardHeader({ isAdmin }: { isAdmin: boolean }) {
  const t = useT();
  return (
    <header className="border-b border-border">
      <div className="mx-auto flex max-w-5xl items-center justify-between gap-2 px-4 py-2 sm:px-6">
        <BrandLogo />
        <nav aria-label={t('plans.header.nav')} className="flex items-center gap-1 sm:gap-2">
          {isAdmin ? (
            <LinkButton href="/admin/prompts" icon={ShieldCheck} variant="ghost" size="sm" className="px-3 sm:px-4">
              {t('plans.header.admin')}
            </LinkButton>
          ) : null}
          {/* On a phone just the icon (its name stays for screen readers): four labels do not fit. */}
          <Button asChild variant="ghost" size="sm" className="min-w-11 px-3 sm:px-4">
            <Link href="/account">
              <UserRound aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">{t('plans.header.account')}</span>
            </Link>
          </Button>
          <ShopAndLogOutButtons />
        </nav>
      </div>
    </header>
  );
}
