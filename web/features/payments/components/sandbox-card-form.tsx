import { CreditCard, Lock } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Spinner } from '@/components/ui/spinner';
import { formatCardNumber, formatCvc, formatExpiry, readCard, TEST_CARDS, type CardDetails, type CardErrors, type CardInput } from '../lib/card-details';
import { CardField } from './card-field';
import { TestModeBadge } from './test-mode-badge';
import { useT } from '@/i18n/use-t';
import type { MessageKey } from '../../../../contracts/i18n/keys';

interface SandboxCardFormProps {
  submitLabel: string;
  processing: boolean;
  onPay: (card: CardDetails) => void;
  /** Fields the page adds before the card (checkout's email). */
  children?: ReactNode;
  /** The page's own checks; false stops the payment (it shows its own messages). */
  beforePay?: () => boolean;
  /** Why the last attempt failed, kept beside the card until the next one (issue 35). */
  failure?: string | null;
}

const EMPTY: CardInput = { cardNumber: '', expiry: '', cvc: '' };

/**
 * Each card input's name, label, autocomplete hint (so a browser can fill in a saved card) and
 * placeholder; the label and a worded placeholder are message keys.
 */
const CARD_FIELDS: Record<keyof CardInput, { name: string; label: MessageKey; autoComplete: string; placeholder: MessageKey | null }> = {
  cardNumber: { name: 'cardnumber', label: 'pay.card.number', autoComplete: 'cc-number', placeholder: null },
  expiry: { name: 'exp-date', label: 'pay.card.expiry', autoComplete: 'cc-exp', placeholder: 'pay.card.expiryPlaceholder' },
  cvc: { name: 'cvc', label: 'pay.card.cvc', autoComplete: 'cc-csc', placeholder: 'pay.card.cvc' },
};
const CARD_NUMBER_PLACEHOLDER = '1234 1234 1234 1234';

/**
 * Kritzel's test-mode card form: looks and behaves like Stripe's, charges nothing. Checked by
 * hand, not with useContractForm: the checkout pages it sits on load without zod at start-up
 * (docs/decisions/017-page-start-up.md).
 */
export function SandboxCardForm({ submitLabel, processing, onPay, children, beforePay, failure }: SandboxCardFormProps) {
  const t = useT();
  const [input, setInput] = useState<CardInput>(EMPTY);
  const [errors, setErrors] = useState<CardErrors>({});
  const id = useId();
  const hintId = `${id}-test-cards`;

  function update(field: keyof CardInput, value: string) {
    setInput((prev) => ({ ...prev, [field]: value }));
    setErrors((prev) => ({ ...prev, [field]: undefined }));
  }

  /** One card input wired to the form: the id `submit` focuses, the value, its message and how typing is formatted. */
  function cardField(field: keyof CardInput, format: (typed: string) => string, hintId?: string) {
    const { name, label, autoComplete, placeholder } = CARD_FIELDS[field];
    const error = errors[field];
    return (
      <CardField
        id={`${id}-${field}`}
        name={name}
        label={t(label)}
        autoComplete={autoComplete}
        placeholder={placeholder ? t(placeholder) : CARD_NUMBER_PLACEHOLDER}
        hintId={hintId}
        value={input[field]}
        error={error ? t(error) : undefined}
        onChange={(e) => update(field, format(e.target.value))}
      />
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (processing) return;
    const pageOk = beforePay ? beforePay() : true;
    const result = readCard(input);
    if ('errors' in result) {
      setErrors(result.errors);
      const first = (['cardNumber', 'expiry', 'cvc'] as const).find((f) => result.errors[f]);
      if (pageOk && first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    if (pageOk) onPay(result.card);
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={processing}>
      {children}
      <fieldset className="grid min-w-0 gap-3 rounded-2xl border border-border bg-background/60 p-4" disabled={processing}>
        <legend className="sr-only">{t('pay.card.details')}</legend>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="inline-flex items-center gap-2 font-semibold">
            <CreditCard className="size-5 text-sky" aria-hidden="true" />
            {t('pay.card.title')}
          </span>
          <TestModeBadge />
        </div>
        {cardField('cardNumber', formatCardNumber, hintId)}
        <div className="grid grid-cols-2 gap-3">
          {cardField('expiry', (typed) => formatExpiry(typed, input.expiry))}
          {cardField('cvc', formatCvc)}
        </div>
        <div id={hintId} className="text-sm text-muted">
          <p>{t('pay.card.testCards')}</p>
          <ul className="mt-1 grid gap-0.5">
            {TEST_CARDS.map((card) => (
              <li key={card.number}>
                <span className="font-mono text-foreground">{card.number}</span> {t(card.outcome)}
              </li>
            ))}
          </ul>
        </div>
      </fieldset>
      <FormError message={processing ? null : failure} />
      <Button type="submit" size="lg" disabled={processing} className="w-full px-4 text-center text-base whitespace-normal sm:px-7 sm:text-lg">
        {processing ? <Spinner label={t('pay.card.processing')} /> : <Lock aria-hidden="true" />}
        {submitLabel}
      </Button>
    </form>
  );
}
