import { Spinner } from '@/components/ui/spinner';

export function OrderLoading() {
  return (
    <div className="grid justify-items-center gap-3 py-16 text-muted">
      <Spinner label="Loading your order" />
    </div>
  );
}
