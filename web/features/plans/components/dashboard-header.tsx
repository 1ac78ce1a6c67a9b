import { LogOut, ShieldCheck, ShoppingBag } from 'lucide-react';
import { Link } from 'wouter';
import { BrandLogo } from '@/components/brand-logo';
import { Button } from '@/components/ui/button';

/** Logo, Admin (administrators only), Shop and Log out. */
export function DashboardHeader({ isAdmin }: { isAdmin: boolean }) {
  return (
    <header className="border-b border-border">
      <div className="mx-auto flex max-w-5xl items-center justify-between gap-2 px-4 py-2 sm:px-6">
        <BrandLogo />
        <nav aria-label="Account" className="flex items-center gap-1 sm:gap-2">
          {isAdmin ? (
            <Button asChild variant="ghost" size="sm" className="px-3 sm:px-4">
              <Link href="/admin/prompts">
                <ShieldCheck aria-hidden="true" />
                Admin
              </Link>
            </Button>
          ) : null}
          <Button asChild variant="ghost" size="sm" className="px-3 sm:px-4">
            <Link href="/shop">
              <ShoppingBag aria-hidden="true" />
              Shop
            </Link>
          </Button>
          <Button
            variant="outline"
            size="sm"
            className="px-3 sm:px-4"
            // A full navigation: the server ends the session and clears the cookie.
            onClick={() => {
              window.location.href = '/api/logout';
            }}
          >
            <LogOut aria-hidden="true" />
            Log out
          </Button>
        </nav>
      </div>
    </header>
  );
}
