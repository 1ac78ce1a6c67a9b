import type { Translation } from '../../keys.ts';
import type { cookies as en } from '../en/cookies.ts';

export const cookies = {
  'cookies.banner.label': 'Consentimiento de cookies',
  'cookies.banner.text': 'Kritzel usa cookies esenciales para mantener tu sesión iniciada. No se carga nada más a menos que lo permitas.',
  'cookies.banner.policy': 'Política de cookies',
  'cookies.banner.reject': 'Rechazar las no esenciales',
  'cookies.banner.accept': 'Aceptar todas',
  'cookies.banner.customise': 'Personalizar',
  'cookies.settings.title': 'Configuración de cookies',
  'cookies.settings.description':
    'Elige qué tipos de cookies puede usar Kritzel. Puedes cambiarlo en cualquier momento desde el pie de página o la política de cookies.',
  'cookies.settings.categories': 'Categorías de cookies',
  'cookies.settings.save': 'Guardar',
  'cookies.settings.saved': 'Configuración de cookies guardada',
  'cookies.settings.alwaysOn': 'Siempre activas',
  'cookies.essential.name': 'Esenciales',
  'cookies.essential.description': 'Mantienen tu sesión iniciada, protegen tu pago y recuerdan esta elección. Kritzel no puede funcionar sin ellas.',
  'cookies.performance.name': 'Rendimiento',
  'cookies.performance.description':
    'Contarían las visitas y medirían la velocidad de carga de las páginas, sin decirnos quién eres, para que podamos arreglar las pantallas lentas. Kritzel no usa ninguna hoy.',
  'cookies.functional.name': 'Funcionales',
  'cookies.functional.description':
    'Recordarían preferencias opcionales y permitirían extras como vídeos de ayuda incrustados de otro sitio. Kritzel no usa ninguna hoy.',
  'cookies.marketing.name': 'Marketing',
  'cookies.marketing.description':
    'Permitirían a socios publicitarios medir campañas y mostrar ofertas de Kritzel en otros sitios web. Kritzel no usa ninguna hoy.',
} satisfies Translation<typeof en>;
