import type { Translation } from '../../keys.ts';
import type { common as en } from '../en/common.ts';

export const common = {
  'common.tagline': 'Todo niño empieza con un garabato.',
  'common.language.label': 'Idioma',
  'common.language.changed': 'Kritzel ahora habla español.',
  'common.loading': 'Cargando',
  'common.loadingPage': 'Cargando la página',
  'common.footer.product': 'Producto',
  'common.footer.support': 'Ayuda',
  'common.footer.legal': 'Legal',
  'common.footer.howItWorks': 'Cómo funciona',
  'common.footer.pricing': 'Precios',
  'common.footer.parentGuide': 'Guía para familias',
  'common.footer.contact': 'Contacto',
  'common.footer.helpCenter': 'Centro de ayuda',
  'common.footer.aboutUs': 'Quiénes somos',
  'common.footer.privacyPolicy': 'Política de privacidad',
  'common.footer.termsOfService': 'Condiciones del servicio',
  'common.footer.cookiePolicy': 'Política de cookies',
  'common.footer.refundPolicy': 'Política de reembolso',
  'common.footer.legalNotice': 'Aviso legal',
  'common.footer.cookieSettings': 'Ajustes de cookies',
  'common.footer.copyright': '© {year} {brand}',
} satisfies Translation<typeof en>;
