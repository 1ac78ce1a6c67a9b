import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useT } from '@/i18n/use-t';

/** A list or card that could not be read, said at once, with a small "Try again" beside the words. */
export function LoadFailed({ message, onRetry, className }: { message: string; onRetry: () => void; className?: string }) {
  const t = useT();
  return (
    <div role="alert" className={cn('flex flex-wrap items-center gap-3', className)}>
      <p className="font-semibold">{message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('components.tryAgain')}
      </Button>
    </div>
  );
}
