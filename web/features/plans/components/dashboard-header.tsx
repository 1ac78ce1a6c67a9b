import { ShieldCheck } from 'lucide-react';
import { Link } from 'wouter';
import { BrandLogo } from '@/components/brand-logo';
import { ShopAndLogOutButtons } from '@/components/account-buttons';
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
          <ShopAndLogOutButtons />
        </nav>
      </div>
    </header>
  );
}
