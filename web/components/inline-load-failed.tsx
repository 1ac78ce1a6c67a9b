import { Button } from '@/components/ui/button';

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
  return (
    <p className={className}>
      {message}{' '}
      <Button variant="link" className={retryClassName} onClick={onRetry}>
        Try again
      </Button>
    </p>
  );
}
