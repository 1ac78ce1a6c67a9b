import type { Translation } from '../../keys.ts';
import type { pay as en } from '../en/pay.ts';

export const pay = {
  'pay.refund.plan': 'Sie können innerhalb von 14 Tagen widerrufen, und unsere 30-Tage-Geld-zurück-Garantie deckt die noch nicht genutzten Wochen ab.',
  'pay.refund.keepsake':
    'Erinnerungsstücke werden eigens für Ihr Kind gefertigt, daher sind individuelle Bestellungen vom Umtausch ausgeschlossen. Kommt eines beschädigt, fehlerhaft oder anders als bestellt an, sagen Sie uns innerhalb von 30 Tagen nach der Lieferung Bescheid, und wir bringen es in Ordnung.',
  'pay.refund.policy': 'Erstattungsrichtlinie',
  'pay.testMode': 'Testmodus – keine echte Abbuchung',
  'pay.card.details': 'Kartendaten',
  'pay.card.title': 'Karte',
  'pay.card.number': 'Kartennummer',
  'pay.card.expiry': 'Gültig bis',
  'pay.card.expiryPlaceholder': 'MM / JJ',
  'pay.card.cvc': 'Prüfnummer',
  'pay.card.testCards': 'Testkarten (beliebiges künftiges Datum, beliebige Prüfnummer):',
  'pay.card.succeeds': 'klappt',
  'pay.card.declinedOutcome': 'wird abgelehnt',
  'pay.card.needsConfirmation': 'braucht eine Bestätigung',
  'pay.card.processing': 'Zahlung wird verarbeitet',
  'pay.card.numberIncomplete': 'Ihre Kartennummer ist unvollständig.',
  'pay.card.numberInvalid': 'Ihre Kartennummer ist ungültig.',
  'pay.card.expiryIncomplete': 'Das Ablaufdatum Ihrer Karte ist unvollständig.',
  'pay.card.expiryInvalid': 'Der Ablaufmonat Ihrer Karte ist ungültig.',
  'pay.card.expiryPast': 'Das Ablaufdatum Ihrer Karte liegt in der Vergangenheit.',
  'pay.card.cvcIncomplete': 'Die Prüfnummer Ihrer Karte ist unvollständig.',
  'pay.failed': 'Zahlung fehlgeschlagen',
  'pay.error': 'Fehler',
  'pay.errorText': 'Bei der Verarbeitung Ihrer Zahlung ist ein Fehler aufgetreten. Bitte versuchen Sie es noch einmal.',
  'pay.declined': 'Ihre Karte wurde abgelehnt.',
  'pay.bankRefused':
    'Ihre Bank hat die Zahlung nicht bestätigt, es wurde also nichts abgebucht. Sie können es mit derselben oder einer anderen Karte noch einmal versuchen.',
  'pay.lastingFailure': '{title}: {description}',
} satisfies Translation<typeof en>;
