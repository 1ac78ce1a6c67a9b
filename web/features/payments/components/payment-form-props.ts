import type { ReactNode } from 'react';
import type { ConfirmPaymentResult } from '../api/confirm-payment';
import type { PaymentIntent, PaymentIntentFor } from '../api/create-payment-intent';

// The payment form's props, apart from the form: each provider's form (sandbox, Stripe) takes
// them without importing the form that chooses it.

export interface PaymentFormProps {
  /** What is being paid: a plan from the dashboard, or a free analysis's drawing at checkout. */
  intentFor: PaymentIntentFor;
  submitLabel: string;
  /** The path a bank confirmation page returns to (with ?payment_intent=…&redirect_status=…). */
  returnUrl: string;
  /** The spec's words when the intent cannot be created (they differ between dashboard and checkout). */
  initErrorMessage: string;
  onSucceeded: (paymentIntentId: string) => Promise<void>;
  children?: ReactNode;
  /** The page's own checks, at once; false stops the payment (the page shows its own messages). */
  beforePay?: () => boolean;
  /**
   * What the page keeps before anything is charged or redeemed, for the plan the server opened
   * (checkout: the child's name). Throwing stops the payment; its message is shown by the form.
   */
  beforeCharge?: (planId: string) => Promise<void>;
  /** A voucher code instead of the card, for the same plan (one voucher form, dashboard and checkout alike). */
  onVoucherRedeemed?: (result: ConfirmPaymentResult) => void;
}

/** What each provider's card form gets: the intent the server opened, and how to end. */
export type ProviderFormProps = Omit<PaymentFormProps, 'intentFor' | 'initErrorMessage' | 'onVoucherRedeemed'> & { intent: PaymentIntent };
