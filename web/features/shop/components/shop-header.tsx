import { LayoutDashboard, LogIn } from 'lucide-react';
import { BrandLogo } from '@/components/brand-logo';
import { Button } from '@/components/ui/button';
import { loginUrl } from '@/features/auth';
import { LinkButton } from '@/components/link-button';
import { useT } from '@/i18n/use-t';

/** The shop's top bar: home, and the dashboard for a parent or sign-in for a visitor. */
export function ShopHeader({ isAuthenticated }: { isAuthenticated: boolean }) {
  const t = useT();
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-2 sm:px-6">
        <BrandLogo />
        {isAuthenticated ? (
          <LinkButton href="/dashboard" icon={LayoutDashboard} size="sm" variant="secondary">
            {t('shop.header.dashboard')}
          </LinkButton>
        ) : (
          <Button asChild size="sm">
            {/* A plain link: the server starts the sign-in flow and brings the visitor back. */}
            <a href={loginUrl('/shop')}>
              <LogIn aria-hidden="true" />
              {t('shop.header.signIn')}
            </a>
          </Button>
        )}
      </div>
    </header>
  );
}
