import { ShippingAddress, type Order } from '../../../../contracts/shop';
import { fieldErrorsFrom, type FieldErrors } from '@/lib/field-errors';

/** What the form holds: every field a string, the optional ones possibly empty. */
export interface ShippingAddressInput {
  name: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
}

export type ShippingAddressField = keyof ShippingAddressInput;

/** Top to bottom, as the form shows them: the first invalid one gets the focus. */
export const ADDRESS_FIELDS: readonly ShippingAddressField[] = ['name', 'line1', 'line2', 'city', 'state', 'postal_code', 'country'];

export const emptyAddress = (country = ''): ShippingAddressInput => ({
  name: '',
  line1: '',
  line2: '',
  city: '',
  state: '',
  postal_code: '',
  country,
});

/** A stored address back in the form (the optional lines may be null). */
export const addressInput = (address: NonNullable<Order['shippingAddress']>): ShippingAddressInput => ({
  name: address.name,
  line1: address.line1,
  city: address.city,
  postal_code: address.postal_code,
  country: address.country,
  line2: address.line2 ?? '',
  state: address.state ?? '',
});

/** Checks the form with the contract's own rules and messages; blank optional lines become null. */
export function readShippingAddress(input: ShippingAddressInput): { address: ShippingAddress } | { errors: FieldErrors } {
  const result = ShippingAddress.safeParse({
    ...input,
    line2: input.line2.trim() || null,
    state: input.state.trim() || null,
  });
  if (!result.success) return { errors: fieldErrorsFrom(result.error) };
  return { address: result.data };
}
