import type { Translation } from '../../keys.ts';
import type { common as en } from '../en/common.ts';

export const common = {
  'common.tagline': 'Jedes Kind fängt mit einem Kritzel an.',
  'common.language.label': 'Sprache',
  'common.language.changed': 'Kritzel spricht jetzt Deutsch.',
  'common.loading': 'Wird geladen',
  'common.loadingPage': 'Seite wird geladen',
  'common.footer.product': 'Produkt',
  'common.footer.support': 'Hilfe',
  'common.footer.legal': 'Rechtliches',
  'common.footer.howItWorks': 'So funktioniert es',
  'common.footer.pricing': 'Preise',
  'common.footer.parentGuide': 'Elternratgeber',
  'common.footer.contact': 'Kontakt',
  'common.footer.helpCenter': 'Hilfe-Center',
  'common.footer.aboutUs': 'Über uns',
  'common.footer.privacyPolicy': 'Datenschutzerklärung',
  'common.footer.termsOfService': 'AGB',
  'common.footer.cookiePolicy': 'Cookie-Richtlinie',
  'common.footer.refundPolicy': 'Widerrufsbelehrung',
  'common.footer.legalNotice': 'Impressum',
  'common.footer.cookieSettings': 'Cookie-Einstellungen',
  'common.footer.copyright': '© {year} {brand}',
} satisfies Translation<typeof en>;
