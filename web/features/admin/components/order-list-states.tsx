import { PackageOpen } from 'lucide-react';
import { AdminEmpty, AdminLoadError } from './list-states';

export function OrdersEmpty({ filtered }: { filtered: boolean }) {
  return (
    <AdminEmpty icon={PackageOpen} title="No orders found">
      {filtered ? 'No order has this status right now.' : 'Keepsake orders will appear here once parents order them.'}
    </AdminEmpty>
  );
}

/** The query throws the spec's 'Failed to fetch orders'; it is shown as it is, with a retry. */
export const OrdersLoadError = ({ message, onRetry }: { message: string; onRetry: () => void }) => <AdminLoadError title={message} onRetry={onRetry} />;
