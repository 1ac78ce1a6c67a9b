import type { ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/lib/utils';

/** One numbered step of a configurator ("1 Upload artwork"); dimmed while it cannot be used yet. */
export function StepCard({ step, title, disabled = false, children }: { step: number; title: string; disabled?: boolean; children: ReactNode }) {
  const id = `step-${step}-heading`;
  return (
    <Card aria-labelledby={id} role="region" className={cn(disabled && 'opacity-75')}>
      <CardContent className="grid gap-4">
        <h2 id={id} className="flex items-center gap-3 text-xl font-bold">
          <span
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-sky font-heading text-base text-background"
            aria-hidden="true"
          >
            {step}
          </span>
          {title}
        </h2>
        {children}
      </CardContent>
    </Card>
  );
}
