import { BRAND } from '../../../contracts/brand.ts';
import type { OperatorDetails } from '../../../contracts/legal.ts';
import { formatPrice } from '../../../contracts/prices.ts';
import { REFUND_POLICY_PATH, type Receipt } from '../../../contracts/receipts.ts';

export type ReceiptEmailFacts = Receipt & {
  /** Null when the provider does not say (the sandbox takes no real money and keeps no card data). */
  cardLast4: string | null;
  testMode: boolean;
};

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The amount as the parent paid it: "$49.00" in dollars, the ISO code otherwise. */
function amount(receipt: Receipt): string {
  if (receipt.currency.toLowerCase() === 'usd') return formatPrice(receipt.amountCents);
  return `${(receipt.amountCents / 100).toFixed(2)} ${receipt.currency.toUpperCase()}`;
}

function paidWith(facts: ReceiptEmailFacts): string | null {
  if (facts.testMode) return 'Paid in test mode: no real charge was made.';
  if (!facts.cardLast4) return null;
  return facts.kind === 'refund' ? `Refunded to the card ending in ${facts.cardLast4}` : `Paid with the card ending in ${facts.cardLast4}`;
}

/**
 * A receipt for a payment or a refund, plain text like every Kritzel e-mail: what, how much,
 * when, the card where the provider told us, who sold it (the Legal Notice's details) and where
 * to get help. `name` is the account's name, one line (names refuse control characters).
 */
export function renderReceiptEmail(
  facts: ReceiptEmailFacts,
  recipient: { name: string; firstName: string | null },
  operator: OperatorDetails,
  links: { publicUrl: string; supportEmail: string },
): { subject: string; text: string } {
  const refund = facts.kind === 'refund';
  const reference = facts.id.split(':')[1]?.slice(0, 8).toUpperCase() ?? facts.id;
  const card = paidWith(facts);
  const lines = [
    `Hello ${recipient.firstName || recipient.name},`,
    '',
    refund
      ? `We have refunded a payment to you. The money is usually back on your card within 5 to 10 business days.`
      : `Thank you for your purchase. This is your receipt.`,
    '',
    `${refund ? 'Refund for' : 'Item'}: ${facts.what}`,
    `Amount${refund ? ' refunded' : ''}: ${amount(facts)}`,
    `Date: ${DAY.format(new Date(facts.date))}`,
    ...(card ? [card] : []),
    `Reference: ${reference}`,
    '',
    `Sold by: ${operator.name}`,
    ...operator.address,
    `VAT ID: ${operator.vatId}`,
    '',
    `Questions about this ${refund ? 'refund' : 'payment'}? Write to ${links.supportEmail} or use ${links.publicUrl}/contact, and give the reference above.`,
    `Our refund terms: ${links.publicUrl}${REFUND_POLICY_PATH}`,
    `All your receipts are on your account page: ${links.publicUrl}/account`,
    '',
    `— The ${BRAND.name} team`,
  ];
  return { subject: `${refund ? 'Your refund' : 'Your receipt'} from ${BRAND.name}: ${amount(facts)}`, text: lines.join('\n') };
}
