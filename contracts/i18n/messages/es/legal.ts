import type { Translation } from '../../keys.ts';
import type { legal as en } from '../en/legal.ts';

export const legal = {
  'legal.backToHome': 'Volver al inicio',
  'legal.lastUpdated': 'Última actualización: {date}',
  'legal.contents': 'Índice',
  'legal.loadingText': 'Cargando el texto…',
  'legal.translationNotice': 'Esta es una traducción. El texto en alemán es la versión jurídicamente vinculante y prevalece en caso de discrepancia.',
  'legal.cookieSettings': 'Ajustes de cookies',
  'legal.legalNotice.title': 'Aviso legal',
  'legal.legalNotice.description': 'Quién ofrece Kritzel: nombre, dirección, datos de contacto e identificadores fiscales del operador (Impressum).',
  'legal.privacyPolicy.title': 'Política de privacidad',
  'legal.privacyPolicy.description': 'Qué guarda Kritzel sobre ti y tu hijo o hija, quién lo ve, cuánto tiempo se conserva y cómo exportarlo o borrarlo.',
  'legal.termsOfService.title': 'Condiciones del servicio',
  'legal.termsOfService.description': 'El acuerdo para usar Kritzel: cuentas, consentimiento parental, pago, disponibilidad, responsabilidad y ley aplicable.',
  'legal.refundPolicy.title': 'Política de reembolso',
  'legal.refundPolicy.description':
    'Tu derecho de desistimiento de 14 días con el formulario modelo, nuestra garantía de devolución de 30 días para los planes de desarrollo y las reglas para los recuerdos.',
  'legal.cookiePolicy.title': 'Política de cookies',
  'legal.cookiePolicy.description': 'Qué cookies usa Kritzel (hoy solo las esenciales) y cómo cambiar tu configuración de cookies.',
  'legal.operator.loading': 'Cargando los datos del operador…',
  'legal.operator.failed': 'No se han podido cargar los datos del operador en este momento.',
  'legal.operator.tryAgain': 'Reintentar',
  'legal.operator.email': 'Correo electrónico: {email}',
  'legal.operator.phone': 'Teléfono: {phone}',
  'legal.operator.vatId': 'Número de identificación a efectos del IVA (§ 27a UStG)',
  'legal.operator.taxNumber': 'Número fiscal',
  'legal.placeholder.title': 'Los datos del operador aún no se han rellenado',
  'legal.placeholder.body':
    'Lo que aparece entre [corchetes] en esta página son marcadores de posición. Quien gestiona este sitio de Kritzel introduce el nombre, la dirección, el correo electrónico y los datos fiscales reales en su configuración ({variables}). {startRule}',
  'legal.placeholder.startRule':
    'Mientras falten, el servidor avisa en cada arranque, y un sitio público (producción en una dirección https o pagos reales) no arranca.',
} satisfies Translation<typeof en>;
