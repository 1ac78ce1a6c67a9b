import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        // text-base keeps iOS Safari from zooming into the field on focus.
        'block min-h-12 w-full rounded-xl border border-input bg-background px-4 text-base text-foreground placeholder:text-muted',
        'aria-invalid:border-destructive-text disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
