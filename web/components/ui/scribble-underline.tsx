import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

interface ScribbleUnderlineProps {
  children: ReactNode;
  /** A crayon colour from the palette. */
  color?: 'coral' | 'sunflower' | 'sky' | 'leaf' | 'violet';
  className?: string;
}

const strokes = {
  coral: 'var(--color-coral)',
  sunflower: 'var(--color-sunflower)',
  sky: 'var(--color-sky)',
  leaf: 'var(--color-leaf)',
  violet: 'var(--color-violet)',
} as const;

/**
 * Kritzel's one hand-drawn motif: a wobbly crayon stroke under a word or heading. The phrase moves
 * to the next line whole (an inline block); only a phrase longer than the line itself (a long
 * German title on a phone) wraps inside it, rather than pushing the page sideways.
 */
export function ScribbleUnderline({ children, color = 'sunflower', className }: ScribbleUnderlineProps) {
  return (
    <span className={cn('relative inline-block max-w-full', className)}>
      <span className="relative z-10">{children}</span>
      <svg viewBox="0 0 200 16" preserveAspectRatio="none" aria-hidden="true" className="absolute -bottom-2 left-0 h-3 w-full">
        <path
          d="M3 10c30-6 62-7 96-4 27 2 55 1 98-5M12 13c46-5 98-5 170-2"
          fill="none"
          stroke={strokes[color]}
          strokeWidth="3.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  );
}
