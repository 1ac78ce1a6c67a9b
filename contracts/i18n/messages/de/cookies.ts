import type { Translation } from '../../keys.ts';
import type { cookies as en } from '../en/cookies.ts';

export const cookies = {
  'cookies.banner.label': 'Cookie-Einwilligung',
  'cookies.banner.text': 'Kritzel verwendet notwendige Cookies, damit Sie angemeldet bleiben. Alles andere wird nur geladen, wenn Sie es erlauben.',
  'cookies.banner.policy': 'Cookie-Richtlinie',
  'cookies.banner.reject': 'Nur notwendige',
  'cookies.banner.accept': 'Alle akzeptieren',
  'cookies.banner.customise': 'Anpassen',
  'cookies.settings.title': 'Cookie-Einstellungen',
  'cookies.settings.description':
    'Wählen Sie, welche Arten von Cookies Kritzel verwenden darf. Sie können das jederzeit über die Fußzeile oder die Cookie-Richtlinie ändern.',
  'cookies.settings.categories': 'Cookie-Kategorien',
  'cookies.settings.save': 'Speichern',
  'cookies.settings.saved': 'Cookie-Einstellungen gespeichert',
  'cookies.settings.alwaysOn': 'Immer aktiv',
  'cookies.essential.name': 'Notwendig',
  'cookies.essential.description': 'Halten Sie angemeldet, schützen Ihre Zahlung und merken sich diese Auswahl. Ohne sie funktioniert Kritzel nicht.',
  'cookies.performance.name': 'Leistung',
  'cookies.performance.description':
    'Würden Besuche zählen und messen, wie schnell Seiten laden, ohne uns zu verraten, wer Sie sind, damit wir langsame Seiten verbessern können. Kritzel verwendet derzeit keine.',
  'cookies.functional.name': 'Funktional',
  'cookies.functional.description':
    'Würden freiwillige Einstellungen speichern und Extras wie eingebettete Hilfevideos von einer anderen Website ermöglichen. Kritzel verwendet derzeit keine.',
  'cookies.marketing.name': 'Marketing',
  'cookies.marketing.description':
    'Würden Werbepartnern erlauben, Kampagnen zu messen und Angebote von Kritzel auf anderen Websites zu zeigen. Kritzel verwendet derzeit keine.',
} satisfies Translation<typeof en>;
