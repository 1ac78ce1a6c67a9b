import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

interface CardFieldProps extends ComponentProps<'input'> {
  id: string;
  label: string;
  error?: string;
  /** Ids of help text read with the field (besides its error). */
  hintId?: string;
}

/** One input of the card form, its label above and its Stripe-like message below. */
export function CardField({ id, label, error, hintId, className, ...props }: CardFieldProps) {
  const errorId = `${id}-error`;
  const describedBy = [hintId, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <Label htmlFor={id} className="mb-1.5">
        {label}
      </Label>
      <Input
        id={id}
        inputMode="numeric"
        spellCheck={false}
        className="font-mono tracking-wide"
        {...props}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-destructive-text">
          {error}
        </p>
      ) : null}
    </div>
  );
}
