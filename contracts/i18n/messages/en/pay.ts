/**
 * The payment parts the shop's pages share with the plan's checkout (issue 37): the card form,
 * the test-mode badge, the refund terms beside a Pay button and a refused payment's words. In
 * `core`, because the shop's public pages show them before anything behind sign-in is loaded.
 */
export const pay = {
  'pay.refund.plan': 'You may withdraw within 14 days, and our 30-day money-back guarantee covers the weeks not yet used.',
  'pay.refund.keepsake':
    'Keepsakes are made just for your child, so custom orders are final. If one arrives damaged, faulty or not as ordered, tell us within 30 days of delivery and we put it right.',
  'pay.refund.policy': 'Refund Policy',
  'pay.testMode': 'Test mode — no real charge',
  'pay.card.details': 'Card details',
  'pay.card.title': 'Card',
  'pay.card.number': 'Card number',
  'pay.card.expiry': 'Expiry',
  'pay.card.expiryPlaceholder': 'MM / YY',
  'pay.card.cvc': 'CVC',
  'pay.card.testCards': 'Test cards (any future date, any CVC):',
  'pay.card.succeeds': 'succeeds',
  'pay.card.declinedOutcome': 'declined',
  'pay.card.needsConfirmation': 'needs confirmation',
  'pay.card.processing': 'Processing payment',
  'pay.card.numberIncomplete': 'Your card number is incomplete.',
  'pay.card.numberInvalid': 'Your card number is invalid.',
  'pay.card.expiryIncomplete': "Your card's expiration date is incomplete.",
  'pay.card.expiryInvalid': "Your card's expiration month is invalid.",
  'pay.card.expiryPast': "Your card's expiration date is in the past.",
  'pay.card.cvcIncomplete': "Your card's security code is incomplete.",
  'pay.failed': 'Payment Failed',
  'pay.error': 'Error',
  'pay.errorText': 'There was an error processing your payment. Please try again.',
  'pay.declined': 'Your card was declined.',
  'pay.bankRefused': 'Your bank did not confirm the payment, so nothing was charged. You can try again with the same card or another one.',
  'pay.lastingFailure': '{title}: {description}',
};
