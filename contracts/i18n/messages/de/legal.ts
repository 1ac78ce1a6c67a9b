import type { Translation } from '../../keys.ts';
import type { legal as en } from '../en/legal.ts';

export const legal = {
  'legal.backToHome': 'Zur Startseite',
  'legal.lastUpdated': 'Stand: {date}',
  'legal.contents': 'Inhalt',
  'legal.loadingText': 'Der Text wird geladen …',
  'legal.translationNotice': 'Dies ist eine Übersetzung; rechtlich verbindlich ist der deutsche Text.',
  'legal.cookieSettings': 'Cookie-Einstellungen',
  'legal.legalNotice.title': 'Impressum',
  'legal.legalNotice.description': 'Wer Kritzel anbietet: Name, Anschrift, Kontakt und Steuernummern des Betreibers (Angaben nach § 5 DDG).',
  'legal.privacyPolicy.title': 'Datenschutzerklärung',
  'legal.privacyPolicy.description':
    'Was Kritzel über Sie und Ihr Kind speichert, wer es sieht, wie lange es aufbewahrt wird und wie Sie es exportieren oder löschen.',
  'legal.termsOfService.title': 'AGB',
  'legal.termsOfService.description':
    'Die Allgemeinen Geschäftsbedingungen von Kritzel: Konto, Einwilligung der Eltern, Bezahlung, Verfügbarkeit, Haftung und anwendbares Recht.',
  'legal.refundPolicy.title': 'Widerrufsbelehrung',
  'legal.refundPolicy.description':
    'Ihr 14-tägiges Widerrufsrecht mit Muster-Widerrufsformular, unsere 30-Tage-Geld-zurück-Garantie für Entwicklungspläne und die Regeln für Andenken.',
  'legal.cookiePolicy.title': 'Cookie-Richtlinie',
  'legal.cookiePolicy.description': 'Welche Cookies Kritzel verwendet (heute nur notwendige) und wie Sie Ihre Cookie-Einstellungen ändern.',
  'legal.operator.loading': 'Die Angaben zum Betreiber werden geladen …',
  'legal.operator.failed': 'Die Angaben zum Betreiber konnten gerade nicht geladen werden.',
  'legal.operator.tryAgain': 'Erneut versuchen',
  'legal.operator.email': 'E-Mail: {email}',
  'legal.operator.phone': 'Telefon: {phone}',
  'legal.operator.vatId': 'Umsatzsteuer-Identifikationsnummer (§ 27a UStG)',
  'legal.operator.taxNumber': 'Steuernummer',
  'legal.placeholder.title': 'Die Angaben zum Betreiber sind noch nicht ausgefüllt',
  'legal.placeholder.body':
    'Einträge in [eckigen Klammern] auf dieser Seite sind Platzhalter. Wer diese Kritzel-Website betreibt, trägt den echten Namen, die Anschrift, die E-Mail-Adresse und die Steuerangaben in der Konfiguration ein ({variables}). {startRule}',
  'legal.placeholder.startRule':
    'Solange sie fehlen, warnt der Server bei jedem Start, und eine öffentliche Website (Produktion unter einer https-Adresse oder echte Zahlungen) startet gar nicht.',
} satisfies Translation<typeof en>;
