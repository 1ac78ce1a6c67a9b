import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/**
 * The platform's own select, styled to match Input: on phones it opens the native picker,
 * which is easier with one thumb than any custom list.
 */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select
        className={cn(
          'block min-h-12 w-full appearance-none rounded-xl border border-input bg-background py-2 pr-11 pl-4 text-base text-foreground',
          'aria-invalid:border-destructive-text disabled:cursor-not-allowed disabled:opacity-60',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-muted" aria-hidden="true" />
    </div>
  );
}
