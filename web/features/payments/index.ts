// The payments feature's public face: what other features use of it; they import from here, never from inside.
export { PaymentDialog, type PaymentTarget } from './components/payment-dialog';
export { RefundTerms } from './components/refund-terms';
export { SandboxCardForm } from './components/sandbox-card-form';
export { TestModeBadge } from './components/test-mode-badge';
export { usePaymentReturn } from './hooks/use-payment-return';
export { type CardDetails } from './lib/card-details';
export { BANK_REFUSED, BANK_REFUSED_KEY, paymentFailureToast } from './lib/payment-errors';
