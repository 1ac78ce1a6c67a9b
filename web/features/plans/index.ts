// The plans feature's public face: checkout pays through the same payment form and calls.
export { PaymentForm } from './components/payment-form';
export type { PaymentFormProps } from './components/payment-form-props';
export { useConfirmPayment, type ConfirmPaymentResult } from './api/confirm-payment';
export { readPaymentReturn } from './lib/payment-errors';
