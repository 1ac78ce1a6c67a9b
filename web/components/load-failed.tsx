import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** A list or card that could not be read, said at once, with a small "Try again" beside the words. */
export function LoadFailed({ message, onRetry, className }: { message: string; onRetry: () => void; className?: string }) {
  return (
    <div role="alert" className={cn('flex flex-wrap items-center gap-3', className)}>
      <p className="font-semibold">{message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
