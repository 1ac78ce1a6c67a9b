import { useMemo } from 'react';
import type { MessageKey } from '../../../../contracts/i18n/keys';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { TextField } from '@/components/ui/text-field';
import type { FieldErrors } from '@/lib/field-errors';
import { useFormat, useT } from '@/i18n/use-t';
import { sayMessage } from '../lib/say-message';
import { countries } from '../lib/countries';
import type { ShippingAddressField, ShippingAddressInput } from '../lib/shipping-address';

interface ShippingAddressFieldsProps {
  value: ShippingAddressInput;
  errors: FieldErrors;
  onChange: (field: ShippingAddressField, value: string) => void;
  /** While paying, as the card fields are. */
  disabled?: boolean;
}

/** The element id of a field, so the page can move focus to the first one that needs attention. */
export const addressFieldId = (field: ShippingAddressField) => `shipping-${field}`;

const TEXT_FIELDS: { field: Exclude<ShippingAddressField, 'country'>; label: MessageKey; autoComplete: string; half?: boolean }[] = [
  { field: 'name', label: 'orders.address.name', autoComplete: 'shipping name' },
  { field: 'line1', label: 'orders.address.line1', autoComplete: 'shipping address-line1' },
  { field: 'line2', label: 'orders.address.line2', autoComplete: 'shipping address-line2' },
  { field: 'city', label: 'orders.address.city', autoComplete: 'shipping address-level2', half: true },
  { field: 'state', label: 'orders.address.state', autoComplete: 'shipping address-level1', half: true },
  { field: 'postal_code', label: 'orders.address.postalCode', autoComplete: 'shipping postal-code', half: true },
];

/** Where the keepsake goes: Stripe Checkout's shipping fields, worldwide. */
export function ShippingAddressFields({ value, errors, onChange, disabled }: ShippingAddressFieldsProps) {
  const t = useT();
  const { locale } = useFormat();
  const options = useMemo(() => countries(locale), [locale]);
  const countryId = addressFieldId('country');
  const countryError = sayMessage(t, errors.country);

  return (
    <fieldset className="grid min-w-0 gap-4 rounded-2xl border border-border bg-background/60 p-4" disabled={disabled}>
      <legend className="px-1 font-semibold">{t('orders.address.legend')}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.map(({ field, label, autoComplete, half }) => (
          <div key={field} className={half ? undefined : 'sm:col-span-2'}>
            <TextField
              id={addressFieldId(field)}
              name={field}
              label={t(label)}
              autoComplete={autoComplete}
              value={value[field]}
              error={sayMessage(t, errors[field])}
              onChange={(event) => onChange(field, event.target.value)}
            />
          </div>
        ))}
        <div className="grid gap-2">
          <Label htmlFor={countryId}>{t('orders.address.country')}</Label>
          <NativeSelect
            id={countryId}
            name="country"
            autoComplete="shipping country"
            value={value.country}
            aria-invalid={countryError ? true : undefined}
            aria-describedby={countryError ? `${countryId}-error` : undefined}
            onChange={(event) => onChange('country', event.target.value)}
          >
            <option value="">{t('orders.address.chooseCountry')}</option>
            {options.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </NativeSelect>
          {countryError ? (
            <p id={`${countryId}-error`} className="text-sm font-medium text-destructive-text">
              {countryError}
            </p>
          ) : null}
        </div>
      </div>
    </fieldset>
  );
}
