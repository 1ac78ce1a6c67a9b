import { Link } from 'wouter';
import { BRAND } from '../../contracts/brand';
import { cn } from '@/lib/utils';

/** The mark: a child's first scribble, a loop in coral with a sunflower sun. */
export function ScribbleMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={cn('size-9', className)} aria-hidden="true">
      <path
        d="M10 42c4-14 13-26 22-24 8 2-3 15-9 19-6 3-4-7 3-11 9-5 18-6 20 0 2 8-9 13-13 17 7-2 15-4 20 2"
        fill="none"
        stroke="var(--color-coral)"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="49" cy="15" r="6" fill="var(--color-sunflower)" />
    </svg>
  );
}

/** Logo and name, linking home; the name is the link's accessible text. */
export function BrandLogo({ className }: { className?: string }) {
  return (
    <Link
      href="/"
      className={cn('inline-flex min-h-11 items-center gap-2 rounded-lg font-heading text-xl font-extrabold tracking-tight text-foreground', className)}
    >
      <ScribbleMark />
      <span>{BRAND.name}</span>
    </Link>
  );
}
