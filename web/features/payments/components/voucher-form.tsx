import { Ticket } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/use-toast';
import { useConfirmPayment, type ConfirmPaymentResult } from '../api/confirm-payment';
import { handleLoggedOut } from '../../../lib/logged-out';
import { useT } from '@/i18n/use-t';

/** The fallback when the server gives no reason of its own (a message key). */
export const VOUCHER_INVALID = 'payments.voucher.invalid';

interface VoucherFormProps {
  planId: string;
  /** Disabled while a card payment is under way. */
  disabled?: boolean;
  onRedeemed: (result: ConfirmPaymentResult) => void;
  /** The page's checks and what it keeps first (checkout: the child's name); false stops. */
  beforeRedeem?: (planId: string) => Promise<boolean>;
}

/**
 * Spec 000 §5: trimmed, uppercased as typed, Redeem disabled while blank. Not a contract form:
 * the payments feature is also loaded by plan set-up and the checkout, which start without zod
 * (docs/decisions/017-page-start-up.md), and a contract schema here put zod on plan set-up.
 */
export function VoucherForm({ planId, disabled = false, onRedeemed, beforeRedeem }: VoucherFormProps) {
  const t = useT();
  const [code, setCode] = useState('');
  const confirm = useConfirmPayment();
  const voucherCode = code.trim();

  function invalid(error: unknown) {
    toast({ variant: 'destructive', title: t('payments.voucher.invalidTitle'), description: errorMessage(error, t(VOUCHER_INVALID)) });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!voucherCode || confirm.isPending) return;
    try {
      if (beforeRedeem && !(await beforeRedeem(planId))) return;
    } catch (error) {
      if (!handleLoggedOut(error)) invalid(error);
      return;
    }
    confirm.mutate(
      { planId, paymentIntentId: '', voucherCode },
      {
        onSuccess: (result) => {
          toast({ title: t('payments.voucher.redeemed'), description: t('payments.voucher.redeemedText') });
          onRedeemed(result);
        },
        onError: (error) => {
          if (!handleLoggedOut(error)) invalid(error);
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-2">
      <Label htmlFor="voucher-code">{t('payments.voucher.label')}</Label>
      <div className="flex gap-2">
        <Input
          id="voucher-code"
          name="voucherCode"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={t('payments.voucher.placeholder')}
          value={code}
          disabled={disabled || confirm.isPending}
          onChange={(e) => setCode(e.target.value.toUpperCase())}
        />
        <Button type="submit" variant="secondary" disabled={disabled || confirm.isPending || !voucherCode} className="shrink-0">
          <Ticket aria-hidden="true" />
          {t('payments.voucher.redeem')}
        </Button>
      </div>
    </form>
  );
}
