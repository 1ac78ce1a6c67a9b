import type { ReactNode } from 'react';

/** The frame of an empty state's crayon sketch: one size and one crayon line, whatever it shows. */
export function EmptyStateSketch({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 200 120" className="h-28 w-auto" aria-hidden="true">
      <g fill="none" strokeLinecap="round" strokeLinejoin="round" strokeWidth="4">
        {children}
      </g>
    </svg>
  );
}
