import type { Translation } from '../../keys.ts';
import type { components as en } from '../en/components.ts';

export const components = {
  'components.backToHome': 'Volver al inicio',
  'components.cancel': 'Cancelar',
  'components.close': 'Cerrar',
  'components.closeNotification': 'Cerrar aviso',
  'components.tryAgain': 'Intentar de nuevo',
  'components.loading': 'Cargando',
  'components.showPassword': 'Mostrar contraseña',
  'components.takePhoto': 'Tomar una foto',
  'components.newPassword.label': 'Nueva contraseña',
  'components.newPassword.hint': 'Al menos {min} caracteres. Lo mejor es una frase larga.',
  'components.progress.percent': '{percent} %',
  'components.account.shop': 'Tienda',
  'components.account.logOut': 'Cerrar sesión',
  'components.aiProvider.withProvider':
    'Con tu permiso, Kritzel envía los dibujos y las grabaciones de tu hijo o hija a un proveedor externo de IA para un análisis más rico y detallado. Solo se usan para ese análisis y no se usan para entrenar modelos de IA.',
  'components.aiProvider.withoutProvider': 'Sin él, todo lo analiza el analizador de dibujos de Kritzel, y nada sale de Kritzel.',
  'components.aiProvider.onlyLocal':
    'Todo lo analiza el analizador de dibujos de Kritzel. Los dibujos y las grabaciones de tu hijo o hija no se envían a ningún proveedor externo de IA.',
  'components.aiProvider.changeLater': 'Puedes cambiarlo en cualquier momento en la página de tu cuenta.',
  'components.aiProvider.saveFailed': 'No pudimos guardar tu elección. Inténtalo de nuevo.',
  'components.aiProvider.question': '¿Quieres un análisis más detallado?',
  'components.aiProvider.yes': 'Sí, usar el proveedor de IA',
  'components.aiProvider.no': 'No, quedarme solo con Kritzel',
  'components.aiProvider.saving': 'Guardando tu elección…',
  'components.aiProvider.visitorLabel': 'Usar el proveedor externo de IA para un análisis más detallado (opcional)',
  'components.aiProvider.visitorText':
    'El dibujo de tu hijo o hija se le envía solo para este análisis y no se usa para entrenar modelos de IA. Sin esto, lo revisa el analizador de dibujos de Kritzel.',
} satisfies Translation<typeof en>;
