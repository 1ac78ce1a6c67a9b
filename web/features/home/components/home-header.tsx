import { BrandLogo } from '@/components/brand-logo';
import { Button } from '@/components/ui/button';

export function HomeHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-2 sm:px-6">
        <BrandLogo />
        <Button asChild size="sm">
          {/* A plain link: the server starts the sign-in flow. */}
          <a href="/api/login">Get Started / Log-in</a>
        </Button>
      </div>
    </header>
  );
}
