import { CreditCard, Lock } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatCardNumber, formatCvc, formatExpiry, readCard, TEST_CARDS, type CardDetails, type CardErrors, type CardInput } from '../lib/card-details';
import { CardField } from './card-field';
import { TestModeBadge } from './test-mode-badge';

interface SandboxCardFormProps {
  submitLabel: string;
  processing: boolean;
  onPay: (card: CardDetails) => void;
  /** Fields the page adds before the card (checkout's email). */
  children?: ReactNode;
  /** The page's own checks; false stops the payment (it shows its own messages). */
  beforePay?: () => boolean;
}

const EMPTY: CardInput = { cardNumber: '', expiry: '', cvc: '' };

/**
 * Kritzel's test-mode card form: looks and behaves like Stripe's, charges nothing. Checked by
 * hand, not with useContractForm: the checkout pages it sits on load without zod at start-up
 * (docs/decisions/017-page-start-up.md).
 */
export function SandboxCardForm({ submitLabel, processing, onPay, children, beforePay }: SandboxCardFormProps) {
  const [input, setInput] = useState<CardInput>(EMPTY);
  const [errors, setErrors] = useState<CardErrors>({});
  const id = useId();
  const hintId = `${id}-test-cards`;

  function update(field: keyof CardInput, value: string) {
    setInput((prev) => ({ ...prev, [field]: value }));
    setErrors((prev) => ({ ...prev, [field]: undefined }));
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
        <legend className="sr-only">Card details</legend>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="inline-flex items-center gap-2 font-semibold">
            <CreditCard className="size-5 text-sky" aria-hidden="true" />
            Card
          </span>
          <TestModeBadge />
        </div>
        <CardField
          id={`${id}-cardNumber`}
          name="cardnumber"
          label="Card number"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          hintId={hintId}
          value={input.cardNumber}
          error={errors.cardNumber}
          onChange={(e) => update('cardNumber', formatCardNumber(e.target.value))}
        />
        <div className="grid grid-cols-2 gap-3">
          <CardField
            id={`${id}-expiry`}
            name="exp-date"
            label="Expiry"
            autoComplete="cc-exp"
            placeholder="MM / YY"
            value={input.expiry}
            error={errors.expiry}
            onChange={(e) => update('expiry', formatExpiry(e.target.value, input.expiry))}
          />
          <CardField
            id={`${id}-cvc`}
            name="cvc"
            label="CVC"
            autoComplete="cc-csc"
            placeholder="CVC"
            value={input.cvc}
            error={errors.cvc}
            onChange={(e) => update('cvc', formatCvc(e.target.value))}
          />
        </div>
        <div id={hintId} className="text-sm text-muted">
          <p>Test cards (any future date, any CVC):</p>
          <ul className="mt-1 grid gap-0.5">
            {TEST_CARDS.map((card) => (
              <li key={card.number}>
                <span className="font-mono text-foreground">{card.number}</span> {card.outcome}
              </li>
            ))}
          </ul>
        </div>
      </fieldset>
      <Button type="submit" size="lg" disabled={processing} className="w-full px-4 text-center text-base whitespace-normal sm:px-7 sm:text-lg">
        {processing ? <Spinner label="Processing payment" /> : <Lock aria-hidden="true" />}
        {submitLabel}
      </Button>
    </form>
  );
}
