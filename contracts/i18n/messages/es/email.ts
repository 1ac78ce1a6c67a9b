import type { Translation } from '../../keys.ts';
import type { email as en } from '../en/email.ts';

export const email = {
  'email.hello': 'Hola, {name}:',
  'email.signOff': '— El equipo de {brand}',
  'email.confirmAddress': 'Confirma que esta dirección de correo es tuya: {link}',
  'email.confirmThreeDays': 'El enlace funciona durante tres días.',
  'email.ignore': 'Si no lo pediste, puedes ignorar este mensaje.',

  'email.linkRemoved': '(enlace eliminado de esta copia una vez enviado el correo)',

  'email.welcome.subject': 'Te damos la bienvenida a {brand}',
  'email.welcome.thanks': 'Gracias por unirte a {brand}. Todo niño empieza con un garabato, y nos alegra acompañar contigo los dibujos de tu hijo o hija.',
  'email.welcome.dashboard': 'Cuando quieras, empieza desde tu panel: {link}',

  'email.verify.subject': 'Confirma tu dirección de correo para {brand}',

  'email.reset.subject': 'Restablece tu contraseña de {brand}',
  'email.reset.asked': 'Alguien pidió restablecer la contraseña de tu cuenta de {brand}. Para elegir una nueva, abre: {link}',
  'email.reset.once': 'El enlace funciona durante una hora y solo una vez. Al elegir una contraseña nueva se cerrará tu sesión en todos los dispositivos.',
  'email.reset.notYou': 'Si no fuiste tú, puedes ignorar este mensaje: tu contraseña sigue siendo la misma.',

  'email.admin.subject': 'Elige tu contraseña de administrador de {brand}',
  'email.admin.listed': 'Esta dirección figura como administradora de {brand}. Para asumir el rol, elige tu contraseña aquí: {link}',
  'email.admin.once':
    'El enlace funciona durante una hora y solo una vez. Al elegir la contraseña se cierra la sesión de esta cuenta en todos los dispositivos, para que solo tú tengas el rol.',
  'email.admin.expired': 'Si ha caducado, «¿Olvidaste tu contraseña?» en la página de inicio de sesión te envía uno nuevo: {link}',
  'email.admin.notExpected': 'Si no esperabas este mensaje, puedes ignorarlo: nada cambia hasta que se elija la contraseña.',

  'email.passwordChanged.subject': 'Tu contraseña de {brand} ha cambiado',
  'email.passwordChanged.changed': 'La contraseña de tu cuenta de {brand} acaba de cambiar. Si fuiste tú, no tienes que hacer nada más.',
  'email.passwordChanged.notYou': 'Si no fuiste tú, elige ahora una contraseña nueva: {link}',
  'email.passwordChanged.signsOut': 'Así se cierra la sesión de la cuenta en todos los dispositivos.',
  'email.passwordChanged.writeToUs': 'Después escríbenos y te ayudaremos a revisar tu cuenta: {link}',

  'email.signUpAttempt.subject': 'Alguien intentó crear una cuenta de {brand} con tu correo',
  'email.signUpAttempt.tried':
    'Alguien acaba de intentar crear una cuenta nueva de {brand} con esta dirección de correo. Ya tienes una, así que no se ha cambiado nada.',
  'email.signUpAttempt.signIn': 'Si fuiste tú, simplemente inicia sesión: {link}',
  'email.signUpAttempt.forgot': 'Si olvidaste tu contraseña, elige una nueva: {link}',
  'email.signUpAttempt.notYou': 'Si no fuiste tú, puedes ignorar este mensaje.',

  'email.receipt.subject': 'Tu recibo de {brand}: {amount}',
  'email.receipt.refundSubject': 'Tu reembolso de {brand}: {amount}',
  'email.receipt.thanks': 'Gracias por tu compra. Este es tu recibo.',
  'email.receipt.refunded': 'Te hemos reembolsado un pago. El dinero suele volver a tu tarjeta en un plazo de 5 a 10 días hábiles.',
  'email.receipt.item': 'Artículo: {what}',
  'email.receipt.refundFor': 'Reembolso de: {what}',
  'email.receipt.amount': 'Importe: {amount}',
  'email.receipt.amountRefunded': 'Importe reembolsado: {amount}',
  'email.receipt.date': 'Fecha: {date}',
  'email.receipt.testMode': 'Pagado en modo de prueba: no se hizo ningún cargo real.',
  'email.receipt.paidWithCard': 'Pagado con la tarjeta terminada en {last4}',
  'email.receipt.refundedToCard': 'Reembolsado a la tarjeta terminada en {last4}',
  'email.receipt.reference': 'Referencia: {reference}',
  'email.receipt.soldBy': 'Vendido por: {name}',
  'email.receipt.vatId': 'NIF-IVA: {vatId}',
  'email.receipt.questions': '¿Preguntas sobre este pago? Escribe a {email} o usa {link}, e indica la referencia de arriba.',
  'email.receipt.refundQuestions': '¿Preguntas sobre este reembolso? Escribe a {email} o usa {link}, e indica la referencia de arriba.',
  'email.receipt.refundTerms': 'Nuestras condiciones de reembolso: {link}',
  'email.receipt.allReceipts': 'Todos tus recibos están en la página de tu cuenta: {link}',

  'email.notice.because': 'Recibes esto porque tienes activado {notice}. Para desactivarlo con un clic: {link}',
  'email.notice.settings': 'Todos tus ajustes de correo: {link}',
  'email.notice.notADiagnosis':
    '{brand} da estimaciones a partir de dibujos; no es un diagnóstico. Si alguna vez te preocupa el desarrollo de tu hijo o hija, la persona a quien preguntar es su pediatra.',

  'email.reminder.subjectOne': 'Hora de dibujar: la semana {week} está lista para {child}',
  'email.reminder.subjectMany': 'Hora de dibujar: los retos de esta semana están listos',
  'email.reminder.gentle': 'Un recordatorio amable, como pediste: el reto de dibujo de esta semana te espera.',
  'email.reminder.week': '• {child}, semana {week} — {link}',
  'email.reminder.weekTitled': '• {child}, semana {week}: «{title}» — {link}',
  'email.reminder.relaxed': 'Diez minutos tranquilos son más que suficientes. No hay dibujos equivocados.',

  'email.feedback.subjectOneChild': 'La valoración de {child} para {weeks} está lista',
  'email.feedback.subjectChildren': 'La valoración de {children} está lista',
  'email.feedback.lookedAtOne': 'Hemos mirado el dibujo de {child} de la semana {week} («{title}»). La valoración está lista:',
  'email.feedback.lookedAtMany': 'Hemos mirado estos dibujos. La valoración está lista:',
  'email.feedback.item': '• {child}, semana {week} («{title}») — {link}',
  'email.weeks.one': 'la semana {week}',
  'email.weeks.run': 'las semanas {from}–{to}',
  'email.weeks.list': 'las semanas {list}',

  'email.checkpoint.subject': 'El punto de control {number} de {child} está listo',
  'email.checkpoint.compares': 'El punto de control {number} compara los dibujos recientes de {child} con el punto de partida. Míralo en la página del plan:',
  'email.checkpoint.attached':
    'El informe va adjunto en PDF, para guardarlo o enseñárselo a su pediatra o a su docente. Da estimaciones en forma de rangos, a partir de unos pocos dibujos.',
  'email.checkpoint.notAttached': 'Esta vez no se pudo adjuntar el informe en PDF; puedes descargarlo desde la página del plan.',
  'email.checkpoint.filenameChild': 'nino',
  'email.checkpoint.filename': '{brand}-{child}-punto-de-control-{number}.pdf',
} satisfies Translation<typeof en>;
