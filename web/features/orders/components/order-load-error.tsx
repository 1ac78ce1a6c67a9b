import { Button } from '@/components/ui/button';

/** The order could not be loaded for another reason (network, server): say so and offer a retry. */
export function OrderLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="mx-auto grid max-w-xl justify-items-center gap-4 py-12 text-center">
      <h1 className="text-2xl font-extrabold">We couldn’t load your order just now</h1>
      <p className="text-muted">Nothing is lost. Please try again in a moment.</p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
