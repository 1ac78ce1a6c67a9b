import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { ADMIN_NAV } from '../../../../contracts/admin';
import { BrandLogo } from '@/components/brand-logo';
import { useDocumentTitle } from '@/lib/use-document-title';
import { cn } from '@/lib/utils';

/** The navigation bar every admin page shares (spec 001 §2), then the page's heading and content. */
export function AdminShell({ title, description, actions, children }: { title: string; description?: string; actions?: ReactNode; children: ReactNode }) {
  const [path] = useLocation();
  useDocumentTitle(`${title} · Admin`);
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-border">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-2 sm:px-6 lg:flex-row lg:items-center lg:justify-between">
          <BrandLogo />
          <nav aria-label="Admin" className="-mx-1 overflow-x-auto">
            <ul className="flex gap-1 whitespace-nowrap">
              {ADMIN_NAV.map((item) => {
                const current = path === item.href;
                return (
                  <li key={item.href}>
                    <Link
                      href={item.href}
                      aria-current={current ? 'page' : undefined}
                      className={cn(
                        'inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-muted hover:bg-surface-2 hover:text-foreground',
                        current && 'bg-surface-2 text-foreground',
                      )}
                    >
                      {item.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        </div>
      </header>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-10">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="font-heading text-3xl font-extrabold tracking-tight">{title}</h1>
            {description ? <p className="mt-1 text-muted">{description}</p> : null}
          </div>
          {actions}
        </div>
        {children}
      </main>
    </div>
  );
}
