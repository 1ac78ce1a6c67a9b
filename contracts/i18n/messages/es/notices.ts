import type { Translation } from '../../keys.ts';
import type { notices as en } from '../en/notices.ts';

export const notices = {
  'notices.name.weeklyReminder': 'el recordatorio semanal para dibujar',
  'notices.name.feedbackReady': 'el aviso de valoración lista',
  'notices.name.checkpointReady': 'el aviso de punto de control listo',
  'notices.unsubscribed': 'Ya no recibirás {notice}.',
  'notices.resubscribed': 'Volverás a recibir {notice}.',
  'notices.badToken':
    'Este enlace para darte de baja no es válido. Puede que solo se haya copiado una parte. Puedes cambiar todos los ajustes de correo en la página de tu cuenta.',
  'notices.accountGone': 'Ya no hay ninguna cuenta para este enlace, así que no se le enviarán correos.',
  'notices.page.title': 'Darse de baja',
  'notices.page.description': 'Deja de recibir un correo de {brand}.',
  'notices.page.back': 'Inicio',
  'notices.page.heading': 'Tus <underline>correos</underline>',
  'notices.page.turningOff': 'Desactivando el correo',
  'notices.page.changedMind': '¿Has cambiado de idea? Puedes recuperarlo con un clic.',
  'notices.page.turnBackOn': 'Volver a activarlo',
  'notices.page.turningBackOn': 'Volviendo a activarlo…',
  'notices.page.turnBackOnFailed': 'No hemos podido volver a activarlo ahora mismo. Inténtalo de nuevo.',
  'notices.page.allSettings': 'Todos tus ajustes de correo',
} satisfies Translation<typeof en>;
