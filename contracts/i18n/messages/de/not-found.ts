import type { Translation } from '../../keys.ts';
import type { notFound as en } from '../en/not-found.ts';

export const notFound = {
  'notFound.documentTitle': 'Seite nicht gefunden',
  'notFound.title': '404 Seite nicht gefunden',
  'notFound.hint': 'Wurde vergessen, die Seite im Router einzutragen?',
  'notFound.home': 'Zur Startseite',
} satisfies Translation<typeof en>;
