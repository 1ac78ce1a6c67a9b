import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

// Every size keeps a 44 px minimum touch target: parents tap with one thumb. A label that does not
// fit wraps (balanced, centred) rather than pushing the page sideways: German runs a third longer.
export const buttonVariants = cva(
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full py-2 text-center font-semibold text-balance transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        // Dark text on coral: white on coral fails AA (2.8:1), dark ink passes (6.8:1).
        default: 'bg-coral text-background hover:bg-[#ff8585]',
        secondary: 'border border-border bg-surface-2 text-foreground hover:bg-[#232c57]',
        outline: 'border border-input bg-transparent text-foreground hover:bg-surface-2',
        ghost: 'text-foreground hover:bg-surface-2',
        destructive: 'bg-destructive text-white hover:bg-[#c81e1e]',
        link: 'rounded-md text-sky underline-offset-4 hover:underline',
      },
      size: {
        default: 'px-5 text-base',
        sm: 'px-4 text-sm',
        lg: 'min-h-12 px-7 text-lg',
        icon: 'size-11 p-0',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element (a link, usually) with the button's look. */
    asChild?: boolean;
  };

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  if (asChild) return <Slot className={cn(buttonVariants({ variant, size }), className)} {...props} />;
  // A button inside a form submits unless told otherwise; default to the safe choice.
  return <button type={type ?? 'button'} className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
