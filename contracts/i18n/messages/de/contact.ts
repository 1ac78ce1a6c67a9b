import type { Translation } from '../../keys.ts';
import type { contact as en } from '../en/contact.ts';

export const contact = {
  'contact.meta.title': 'Kontakt',
  'contact.meta.description':
    'Fragen zum Plan Ihres Kindes, zu einer Andenken-Bestellung oder zur Abrechnung? Schreiben Sie dem {brand}-Team. Wir antworten innerhalb von 24 Stunden.',
  'contact.title': 'Schreiben Sie <underline>uns</underline>',
  'contact.lead':
    'Eine Frage zu einem Plan, einer Andenken-Bestellung oder einer Rechnung, oder eine Idee für uns? Schicken Sie uns eine Nachricht, und wir melden uns bei Ihnen.',
  'contact.formTitle': 'Nachricht senden',
  'contact.form.label': 'Kontaktformular',
  'contact.form.name': 'Name',
  'contact.form.email': 'E-Mail',
  'contact.form.subject': 'Betreff (optional)',
  'contact.form.category': 'Kategorie',
  'contact.form.message': 'Nachricht',
  'contact.form.messagePlaceholder': 'Erzählen Sie uns, worum es geht. Je mehr Details, desto besser können wir helfen.',
  'contact.form.honeypot': 'Dieses Feld leer lassen',
  'contact.form.send': 'Nachricht senden',
  'contact.form.sending': 'Wird gesendet …',
  'contact.category.general': 'Allgemein',
  'contact.category.support': 'Hilfe',
  'contact.category.billing': 'Abrechnung',
  'contact.category.feedback': 'Feedback',
  'contact.sentTitle': 'Nachricht gesendet!',
  'contact.sent': 'Wir melden uns innerhalb von 24 Stunden bei Ihnen.',
  'contact.failed': 'Die Nachricht konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
  'contact.reply.title': 'Wir antworten innerhalb von 24 Stunden',
  'contact.reply.text': 'Ein echter Mensch liest jede Nachricht und antwortet an die E-Mail-Adresse, die Sie uns geben, meist viel schneller.',
  'contact.other.title': 'Weitere Wege zu Hilfe',
  'contact.other.email': 'Lieber mit Ihrem eigenen E-Mail-Programm? Schreiben Sie uns direkt.',
  'contact.other.phone': 'Lieber sprechen? Rufen Sie uns an.',
  'contact.other.helpCenter': 'Hilfe-Center',
  'contact.other.helpCenterText': 'Schnelle Antworten zu Plänen, Aufgaben und Checkpoints.',
  'contact.other.parentGuide': 'Elternratgeber',
  'contact.other.parentGuideText': 'Zeichenphasen nach Alter, Material und wie man eine Zeichnung gut fotografiert.',
  'contact.other.plan': 'Fragen zu Ihrem Plan',
  'contact.other.planText':
    'Angemeldet? Öffnen Sie Ihren Plan und nutzen Sie dort das Hilfeformular bei den Ressourcen, damit wir wissen, welchen Plan Sie meinen.',
} satisfies Translation<typeof en>;
