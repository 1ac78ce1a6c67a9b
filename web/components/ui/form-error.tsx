import { cn } from '@/lib/utils';

/** Why an action failed, read out at once (an alert); nothing while there is no problem. */
export function FormError({ message, className }: { message: string | null | undefined; className?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className={cn('font-medium text-destructive-text', className)}>
      {message}
    </p>
  );
}
