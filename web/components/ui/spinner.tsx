import { cn } from '@/lib/utils';
import { useT } from '@/i18n/use-t';

interface SpinnerProps {
  /** What is happening, for screen readers ("Loading your plans"). */
  label?: string;
  className?: string;
}

export function Spinner({ label, className }: SpinnerProps) {
  const t = useT();
  return (
    <span role="status" className={cn('inline-flex items-center', className)}>
      <svg viewBox="0 0 48 48" className="size-10 animate-spin" aria-hidden="true">
        <circle cx="24" cy="24" r="19" fill="none" stroke="var(--color-border)" strokeWidth="5" />
        <path d="M24 5a19 19 0 0 1 19 19" fill="none" stroke="var(--color-coral)" strokeWidth="5" strokeLinecap="round" />
      </svg>
      <span className="sr-only">{label ?? t('components.loading')}</span>
    </span>
  );
}

/** Shown instead of any route while the sign-in state or a page is loading. */
export function FullScreenSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner label={label} />
    </div>
  );
}
