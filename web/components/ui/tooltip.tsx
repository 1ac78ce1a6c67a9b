import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/**
 * The spec's tooltip timing: 700 ms to open, 300 ms grace when moving between tooltips. Each
 * tooltip brings its own provider, so pages without one never load Radix Tooltip at start-up.
 */
export function Tooltip(props: ComponentProps<typeof TooltipPrimitive.Root>) {
  return (
    <TooltipPrimitive.Provider delayDuration={700} skipDelayDuration={300}>
      <TooltipPrimitive.Root {...props} />
    </TooltipPrimitive.Provider>
  );
}

export const TooltipTrigger = TooltipPrimitive.Trigger;

export function TooltipContent({ className, sideOffset = 6, ...props }: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        sideOffset={sideOffset}
        className={cn('z-50 max-w-xs rounded-lg border border-border bg-surface-2 px-3 py-1.5 text-sm text-foreground shadow-soft', className)}
        {...props}
      />
    </TooltipPrimitive.Portal>
  );
}
