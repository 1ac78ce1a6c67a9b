/**
 * The legal pages' frame: titles, dates, contents, the operator's details and their placeholder
 * notice. The long texts are not here: each page's text is a content module per language
 * (web/features/legal/content/<language>/), loaded only for the page's language (ADR 033).
 */
export const legal = {
  'legal.backToHome': 'Back to Home',
  'legal.lastUpdated': 'Last updated: {date}',
  'legal.contents': 'Contents',
  'legal.loadingText': 'Loading the text…',
  'legal.translationNotice': 'This is a translation; the German text is the legally binding version.',
  'legal.cookieSettings': 'Cookie settings',
  'legal.legalNotice.title': 'Legal Notice',
  'legal.legalNotice.description': "Who provides Kritzel: the operator's name, address, contact details and tax identifiers (Impressum).",
  'legal.privacyPolicy.title': 'Privacy Policy',
  'legal.privacyPolicy.description': 'What Kritzel stores about you and your child, who sees it, how long it is kept, and how to export or delete it.',
  'legal.termsOfService.title': 'Terms of Service',
  'legal.termsOfService.description': 'The agreement for using Kritzel: accounts, parental consent, payment, availability, liability and governing law.',
  'legal.refundPolicy.title': 'Refund Policy',
  'legal.refundPolicy.description': 'Your 14-day right of withdrawal, our 30-day money-back guarantee for development plans, and the rules for keepsakes.',
  'legal.cookiePolicy.title': 'Cookie Policy',
  'legal.cookiePolicy.description': 'Which cookies Kritzel uses (only essential ones today) and how to change your cookie settings.',
  'legal.operator.loading': "Loading the operator's details…",
  'legal.operator.failed': "The operator's details could not be loaded just now.",
  'legal.operator.tryAgain': 'Try again',
  'legal.operator.email': 'E-mail: {email}',
  'legal.operator.phone': 'Telephone: {phone}',
  'legal.operator.vatId': 'VAT identification number (§ 27a UStG)',
  'legal.operator.taxNumber': 'Tax number',
  'legal.placeholder.title': "The operator's details have not been filled in yet",
  'legal.placeholder.body':
    'Entries in [square brackets] on this page are placeholders. Whoever runs this Kritzel site sets the real name, address, e-mail and tax details in its configuration ({variables}). {startRule}',
  'legal.placeholder.startRule':
    'Until they are set, the server warns at every start, and a public site (production on an https address, or live payments) does not start at all.',
};
