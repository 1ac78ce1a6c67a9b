import type { Translation } from '../../keys.ts';
import type { notFound as en } from '../en/not-found.ts';

export const notFound = {
  'notFound.documentTitle': 'Página no encontrada',
  'notFound.title': '404 Página no encontrada',
  'notFound.hint': '¿Se olvidó añadir la página al router?',
  'notFound.home': 'Volver al inicio',
} satisfies Translation<typeof en>;
