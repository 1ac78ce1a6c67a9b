import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

interface ProgressProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** 0–100. */
  value: number;
  /** What is progressing, for screen readers ("Analysis progress"). */
  label: string;
}

/** A determinate progress bar; the fill eases between values unless motion is reduced. */
export function Progress({ value, label, className, ...props }: ProgressProps) {
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      className={cn('h-3 w-full overflow-hidden rounded-full bg-surface-2 ring-1 ring-border', className)}
      {...props}
    >
      <div className="h-full rounded-full bg-linear-to-r from-coral to-sunflower transition-[width] duration-700 ease-out" style={{ width: `${clamped}%` }} />
    </div>
  );
}
