import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

interface BarProps extends Omit<ComponentProps<'div'>, 'children' | 'role'> {
  /** A progress bar, or a meter for a rating. */
  role: 'progressbar' | 'meter';
  /** 0–max. */
  value: number;
  max: number;
  /** What is measured, for screen readers. */
  label: string;
  valueText?: string;
  /** The fill's colours, and its easing where it moves. */
  fillClassName: string;
}

/** A filled bar on Kritzel's track, announced with its value. */
export function Bar({ role, value, max, label, valueText, fillClassName, className, ...props }: BarProps) {
  return (
    <div
      role={role}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className={cn('h-3 w-full overflow-hidden rounded-full bg-surface-2 ring-1 ring-border', className)}
      {...props}
    >
      <div className={cn('h-full rounded-full bg-linear-to-r', fillClassName)} style={{ width: `${(value * 100) / max}%` }} />
    </div>
  );
}

interface ProgressProps extends Omit<ComponentProps<'div'>, 'children' | 'role'> {
  /** 0–100. */
  value: number;
  /** What is progressing, for screen readers ("Analysis progress"). */
  label: string;
}

/** A determinate progress bar; the fill eases between values unless motion is reduced. */
export function Progress({ value, label, ...props }: ProgressProps) {
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <Bar
      role="progressbar"
      value={clamped}
      max={100}
      label={label}
      fillClassName="from-coral to-sunflower transition-[width] duration-700 ease-out"
      {...props}
    />
  );
}
