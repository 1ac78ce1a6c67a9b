// The plans feature's public face: checkout pays through the same payment form and calls.
export { PaymentForm, type PaymentFormProps } from './components/payment-form';
export { useConfirmPayment, type ConfirmPaymentResult } from './api/confirm-payment';
export { readPaymentReturn } from './lib/payment-errors';
