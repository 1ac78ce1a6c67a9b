import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/index.ts';
import { renderReceiptEmail, type ReceiptEmailFacts } from './receipt-email.ts';

const operator = {
  name: 'Kritzel GmbH',
  address: ['Malstraße 1', '20095 Hamburg', 'Germany'],
  email: 'hello@kritzel.test',
  phone: null,
  vatId: 'DE123456789',
  taxNumber: '12/345/67890',
  configured: true,
};
const links = { publicUrl: 'https://kritzel.test', supportEmail: 'support@kritzel.test' };
const parent = { name: 'Anna Beispiel', firstName: 'Anna' };
const payment: ReceiptEmailFacts = {
  id: 'plan-payment:1a2b3c4d-0000-4000-8000-000000000000',
  kind: 'payment',
  what: 'Kritzel development plan (26 weeks)',
  amountCents: 4900,
  currency: 'usd',
  date: '2026-11-28T22:30:00.000Z',
  refunded: false,
  cardLast4: '4242',
  testMode: false,
};

describe('receipt e-mail', () => {
  it('says what, how much, when, which card, who sold it and where to get help', () => {
    const { subject, text } = renderReceiptEmail(payment, parent, operator, links);
    expect(subject).toBe('Your receipt from Kritzel: $49.00');
    for (const line of [
      'Hello Anna,',
      'Item: Kritzel development plan (26 weeks)',
      'Amount: $49.00',
      'Date: 28 November 2026',
      'Paid with the card ending in 4242',
      'Reference: 1A2B3C4D',
      'Sold by: Kritzel GmbH',
      'Malstraße 1',
      '20095 Hamburg',
      'VAT ID: DE123456789',
      'Our refund terms: https://kritzel.test/refund-policy',
    ]) {
      expect(text.split('\n')).toContain(line);
    }
    expect(text).toContain('Write to support@kritzel.test');
  });

  it('words a refund as money given back, to the card it came from', () => {
    const { subject, text } = renderReceiptEmail({ ...payment, id: 'plan-refund:1a2b3c4d', kind: 'refund', refunded: true }, parent, operator, links);
    expect(subject).toBe('Your refund from Kritzel: $49.00');
    expect(text).toContain('Refund for: Kritzel development plan (26 weeks)');
    expect(text).toContain('Amount refunded: $49.00');
    expect(text).toContain('Refunded to the card ending in 4242');
  });

  it('leaves the card out when the provider does not say, and marks test mode', () => {
    expect(renderReceiptEmail({ ...payment, cardLast4: null }, parent, operator, links).text).not.toContain('card ending');
    expect(renderReceiptEmail({ ...payment, cardLast4: null, testMode: true }, parent, operator, links).text).toContain(
      'Paid in test mode: no real charge was made.',
    );
  });

  it('is written in the account’s language: dollars and dates the German or Spanish way (issue 37)', () => {
    const german = renderReceiptEmail(payment, parent, operator, links, translator('de'));
    expect(german.subject).toBe('Ihre Quittung von Kritzel: 49,00\u00a0$');
    for (const line of [
      'Hallo Anna,',
      'Betrag: 49,00\u00a0$',
      'Datum: 28. November 2026',
      'Bezahlt mit der Karte mit der Endung 4242',
      'USt-IdNr.: DE123456789',
    ]) {
      expect(german.text.split('\n')).toContain(line);
    }
    expect(german.text).toContain('— Ihr Kritzel-Team');
    const spanish = renderReceiptEmail({ ...payment, id: 'plan-refund:1a2b3c4d', kind: 'refund', refunded: true }, parent, operator, links, translator('es'));
    expect(spanish.subject).toBe('Tu reembolso de Kritzel: 49,00\u00a0US$');
    expect(spanish.text.split('\n')).toContain('Fecha: 28 de noviembre de 2026');
    expect(spanish.text).toContain('Reembolsado a la tarjeta terminada en 4242');
  });
});
