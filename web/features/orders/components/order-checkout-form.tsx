import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { Order } from '../../../../contracts/shop';
import { RefundTerms, SandboxCardForm } from '@/features/payments';
import type { CardDetails } from '@/features/payments';
import { handleLoggedOut } from '@/lib/logged-out';
import { paymentFailureToast } from '@/features/payments';
import type { FieldErrors } from '@/lib/field-errors';
import { toast } from '@/lib/use-toast';
import { useT } from '@/i18n/use-t';
import { usePrices } from '@/features/shop';
import { usePaySandboxOrder } from '../api/pay-sandbox-order';
import { likelyCountry } from '../lib/countries';
import { ADDRESS_FIELDS, addressInput, emptyAddress, readShippingAddress, type ShippingAddressField } from '../lib/shipping-address';
import { addressFieldId, ShippingAddressFields } from './shipping-address-fields';

/**
 * The sandbox checkout: shipping address, then the test card; paying leads to the order page, or
 * first to the test bank's confirmation page when the card asks for one (3-D Secure). Coming
 * back from a refused confirmation, the address the parent typed is filled in again.
 * The address is checked with the contract's ShippingAddress (readShippingAddress), not with
 * useContractForm: its fields sit inside SandboxCardForm's one form, whose Pay button asks
 * beforePay for an answer at once, and that card form stays zod-free for the checkout pages
 * (docs/decisions/017-page-start-up.md).
 */
export function OrderCheckoutForm({ order }: { order: Order }) {
  const t = useT();
  const prices = usePrices();
  const [, navigate] = useLocation();
  const pay = usePaySandboxOrder(order.id);
  const [leaving, setLeaving] = useState(false);
  const [address, setAddress] = useState(() =>
    order.shippingAddress ? addressInput(order.shippingAddress) : emptyAddress(likelyCountry(navigator.languages ?? [navigator.language])),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  // The mutation's own pending flag arrives a render late; the ref stops a fast second tap.
  const paying = useRef(false);

  function update(field: ShippingAddressField, value: string) {
    setAddress((prev) => ({ ...prev, [field]: value }));
    setErrors((prev) => ({ ...prev, [field]: undefined }));
  }

  function addressIsValid(): boolean {
    const result = readShippingAddress(address);
    if ('address' in result) return true;
    setErrors(result.errors);
    const first = ADDRESS_FIELDS.find((field) => result.errors[field]);
    if (first) document.getElementById(addressFieldId(first))?.focus();
    return false;
  }

  function submit(card: CardDetails) {
    const result = readShippingAddress(address);
    if (!('address' in result) || paying.current) return;
    paying.current = true;
    pay.mutate(
      { shippingAddress: result.address, card },
      {
        onSuccess: ({ nextActionUrl }) => {
          if (!nextActionUrl) return navigate(`/shop/orders/${encodeURIComponent(order.id)}`);
          // A full navigation, as Stripe hands the parent to the bank; the form stays busy meanwhile.
          setLeaving(true);
          window.location.assign(nextActionUrl);
        },
        onError: (error) => {
          paying.current = false;
          if (!handleLoggedOut(error, `/shop/checkout/${order.id}`)) toast(paymentFailureToast(error));
        },
      },
    );
  }

  return (
    <div className="grid gap-3">
      <SandboxCardForm
        submitLabel={pay.isPending || leaving ? t('orders.checkout.processing') : t('orders.checkout.pay', { price: prices.amount(order.price) })}
        processing={pay.isPending || leaving}
        beforePay={addressIsValid}
        onPay={submit}
      >
        <ShippingAddressFields value={address} errors={errors} onChange={update} disabled={pay.isPending || leaving} />
      </SandboxCardForm>
      <RefundTerms kind="keepsake" className="text-center text-sm text-muted" />
    </div>
  );
}
