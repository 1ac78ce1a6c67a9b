/** The cookie banner, the cookie settings dialog and the four categories (also on the Cookie Policy). */
export const cookies = {
  'cookies.banner.label': 'Cookie consent',
  'cookies.banner.text': 'Kritzel uses essential cookies to keep you signed in. Nothing else loads unless you allow it.',
  'cookies.banner.policy': 'Cookie Policy',
  'cookies.banner.reject': 'Reject non-essential',
  'cookies.banner.accept': 'Accept all',
  'cookies.banner.customise': 'Customise',
  'cookies.settings.title': 'Cookie settings',
  'cookies.settings.description': 'Choose which kinds of cookies Kritzel may use. You can change this at any time from the footer or the Cookie Policy.',
  'cookies.settings.categories': 'Cookie categories',
  'cookies.settings.save': 'Save',
  'cookies.settings.saved': 'Cookie settings saved',
  'cookies.settings.alwaysOn': 'Always on',
  'cookies.essential.name': 'Essential',
  'cookies.essential.description': 'Keep you signed in, keep your payment safe and remember this choice. Kritzel cannot work without them.',
  'cookies.performance.name': 'Performance',
  'cookies.performance.description':
    'Would count visits and measure how fast pages load, without telling us who you are, so we can fix slow screens. Kritzel uses none today.',
  'cookies.functional.name': 'Functional',
  'cookies.functional.description':
    'Would remember optional preferences and allow extras such as embedded help videos from another site. Kritzel uses none today.',
  'cookies.marketing.name': 'Marketing',
  'cookies.marketing.description': 'Would let advertising partners measure campaigns and show Kritzel offers on other websites. Kritzel uses none today.',
};
