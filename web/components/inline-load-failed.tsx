import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';

/**
 * A part of a page that could not be read, said in one quiet sentence with "Try again" as a
 * link inside it: for a list the rest of the page does without (LoadFailed speaks up instead).
 */
export function InlineLoadFailed({
  message,
  onRetry,
  className,
  retryClassName = 'px-0',
}: {
  message: string;
  onRetry: () => void;
  className?: string;
  retryClassName?: string;
}) {
  const t = useT();
  return (
    <p className={className}>
      {message}{' '}
      <Button variant="link" className={retryClassName} onClick={onRetry}>
        {t('components.tryAgain')}
      </Button>
    </p>
  );
}
