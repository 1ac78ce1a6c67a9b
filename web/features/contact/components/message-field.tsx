import type { ComponentProps } from 'react';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

interface MessageFieldProps extends ComponentProps<'textarea'> {
  name: string;
  label: string;
  error?: string;
}

/** A labelled multi-line field whose error is announced with it, like TextField for inputs. */
export function MessageField({ name, label, error, className, ...props }: MessageFieldProps) {
  const fieldId = `field-${name}`;
  const errorId = `${fieldId}-error`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={fieldId}>{label}</Label>
      <textarea
        id={fieldId}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(
          'block min-h-36 w-full rounded-xl border border-input bg-background px-4 py-3 text-base text-foreground placeholder:text-muted',
          'aria-invalid:border-destructive-text',
          className,
        )}
        {...props}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}
