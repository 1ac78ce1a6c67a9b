import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** An admin list with nothing in it: an icon, the spec's empty text, and an optional hint. */
export function AdminEmpty({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children?: ReactNode }) {
  return (
    <div className="grid place-items-center gap-3 rounded-card border border-dashed border-border p-10 text-center">
      <Icon className="size-10 text-muted" aria-hidden="true" />
      <p className="text-lg font-semibold">{title}</p>
      {children ? <div className="text-muted">{children}</div> : null}
    </div>
  );
}

/** A list that could not be loaded, with a way to try again. */
export function AdminLoadError({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <div role="alert" className="grid place-items-center gap-3 rounded-card border border-border p-10 text-center">
      <p className="text-lg font-semibold">{title}</p>
      <p className="text-muted">Please check your connection and try again.</p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
