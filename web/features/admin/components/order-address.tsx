import type { AdminOrder } from '../../../../contracts/admin';

const regions = new Intl.DisplayNames(['en'], { type: 'region' });

/** Stripe stores the country as its ISO code; the packer needs the name. */
function countryName(code: string): string {
  try {
    return regions.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** Every line of the delivery address, as it goes on the parcel. */
export function OrderAddress({ address }: { address: AdminOrder['shippingAddress'] }) {
  if (!address) return <p className="text-sm text-muted">No shipping address yet.</p>;
  const cityLine = `${[address.city, address.state].filter(Boolean).join(', ')} ${address.postal_code}`.trim();
  return (
    <address className="text-sm not-italic">
      {[address.name, address.line1, address.line2, cityLine, countryName(address.country)]
        .filter((line): line is string => Boolean(line))
        .map((line, i) => (
          <span key={i} className="block break-words">
            {line}
          </span>
        ))}
    </address>
  );
}
