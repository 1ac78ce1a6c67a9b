import { BRAND } from '../../../contracts/brand.ts';
import { formattingLocale } from '../../../contracts/i18n/locales.ts';
import type { Translator } from '../../../contracts/i18n/translator.ts';
import type { OperatorDetails } from '../../../contracts/legal.ts';
import { formatPrice } from '../../../contracts/prices.ts';
import { REFUND_POLICY_PATH, type Receipt } from '../../../contracts/receipts.ts';
import { translator } from '../../i18n/index.ts';
import { letter, type EmailText } from './templates.ts';
import { emailDate } from './email-format.ts';

export type ReceiptEmailFacts = Receipt & {
  /** Null when the provider does not say (the sandbox takes no real money and keeps no card data). */
  cardLast4: string | null;
  testMode: boolean;
};

/** The amount as the parent paid it, in the reader's language: "$49.00" in English, "49,00 $" in German. */
function amount(receipt: Receipt, t: Translator): string {
  const locale = formattingLocale(t.locale);
  if (locale === 'en' && receipt.currency.toLowerCase() === 'usd') return formatPrice(receipt.amountCents);
  if (locale === 'en') return `${(receipt.amountCents / 100).toFixed(2)} ${receipt.currency.toUpperCase()}`;
  return new Intl.NumberFormat(locale, { style: 'currency', currency: receipt.currency.toUpperCase() }).format(receipt.amountCents / 100);
}

function paidWith(facts: ReceiptEmailFacts, t: Translator): string | null {
  if (facts.testMode) return t('email.receipt.testMode');
  if (!facts.cardLast4) return null;
  return t(facts.kind === 'refund' ? 'email.receipt.refundedToCard' : 'email.receipt.paidWithCard', { last4: facts.cardLast4 });
}

/**
 * A receipt for a payment or a refund, plain text like every Kritzel e-mail, in the account's
 * language (`t`): what, how much, when, the card where the provider told us, who sold it (the
 * Legal Notice's details) and where to get help. `name` is the account's name, one line (names
 * refuse control characters).
 */
export function renderReceiptEmail(
  facts: ReceiptEmailFacts,
  recipient: { name: string; firstName: string | null },
  operator: OperatorDetails,
  links: { publicUrl: string; supportEmail: string },
  t: Translator = translator('en'),
): EmailText {
  const refund = facts.kind === 'refund';
  const reference = facts.id.split(':')[1]?.slice(0, 8).toUpperCase() ?? facts.id;
  const card = paidWith(facts, t);
  const paid = amount(facts, t);
  const body = [
    t(refund ? 'email.receipt.refunded' : 'email.receipt.thanks'),
    '',
    t(refund ? 'email.receipt.refundFor' : 'email.receipt.item', { what: facts.what }),
    t(refund ? 'email.receipt.amountRefunded' : 'email.receipt.amount', { amount: paid }),
    t('email.receipt.date', { date: emailDate(facts.date, t) }),
    ...(card ? [card] : []),
    t('email.receipt.reference', { reference }),
    '',
    t('email.receipt.soldBy', { name: operator.name }),
    ...operator.address,
    t('email.receipt.vatId', { vatId: operator.vatId }),
    '',
    t(refund ? 'email.receipt.refundQuestions' : 'email.receipt.questions', { email: links.supportEmail, link: `${links.publicUrl}/contact` }),
    t('email.receipt.refundTerms', { link: `${links.publicUrl}${REFUND_POLICY_PATH}` }),
    t('email.receipt.allReceipts', { link: `${links.publicUrl}/account` }),
  ];
  return {
    subject: t(refund ? 'email.receipt.refundSubject' : 'email.receipt.subject', { brand: BRAND.name, amount: paid }),
    text: letter(t, recipient, body),
  };
}
