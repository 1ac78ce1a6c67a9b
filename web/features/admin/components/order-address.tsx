import { addressLines } from '../../../../contracts/address';
import type { AdminOrder } from '../../../../contracts/admin';

/** Every line of the delivery address, as it goes on the parcel (contracts/address.ts writes it per country). */
export function OrderAddress({ address }: { address: AdminOrder['shippingAddress'] }) {
  if (!address) return <p className="text-sm text-muted">No shipping address yet.</p>;
  return (
    <address className="text-sm not-italic">
      {addressLines(address).map((line, i) => (
        <span key={i} className="block break-words">
          {line}
        </span>
      ))}
    </address>
  );
}
