import { cn } from '@/lib/utils';
import { useT } from '@/i18n/use-t';

/** Why an action failed, read out at once (an alert); nothing while there is no problem. */
export function FormError({ message, className }: { message: string | null | undefined; className?: string }) {
  const t = useT();
  if (!message) return null;
  return (
    <p role="alert" className={cn('font-medium text-destructive-text', className)}>
      {t.has(message) ? t(message) : message}
    </p>
  );
}
