import { LogOut, ShoppingBag } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { forgetAllDrafts } from '@/lib/draft-store';
import { useT } from '@/i18n/use-t';

/** The Shop and Log out buttons of every signed-in header (dashboard, plan page). */
export function ShopAndLogOutButtons() {
  const t = useT();
  return (
    <>
      <Button asChild variant="ghost" size="sm" className="min-w-11 px-3 sm:px-4">
        <Link href="/shop">
          <ShoppingBag aria-hidden="true" />
          {/* Icon only on a phone, where Account, Shop and Log out share the header with the logo. */}
          <span className="sr-only sm:not-sr-only">{t('components.account.shop')}</span>
        </Link>
      </Button>
      <Button
        variant="outline"
        size="sm"
        className="px-3 sm:px-4"
        // A full navigation: the server ends the session and clears the cookie. Unsent drafts
        // go first, so the next person at a shared computer does not find them.
        onClick={() => {
          void forgetAllDrafts().then(() => {
            window.location.href = '/api/logout';
          });
        }}
      >
        <LogOut aria-hidden="true" />
        {t('components.account.logOut')}
      </Button>
    </>
  );
}
