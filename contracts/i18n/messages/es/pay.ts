import type { Translation } from '../../keys.ts';
import type { pay as en } from '../en/pay.ts';

export const pay = {
  'pay.refund.plan': 'Puedes desistir en un plazo de 14 días, y nuestra garantía de devolución de 30 días cubre las semanas que aún no has usado.',
  'pay.refund.keepsake':
    'Los recuerdos se hacen especialmente para tu hijo o hija, así que los pedidos personalizados son definitivos. Si uno llega dañado, defectuoso o distinto de lo que pediste, avísanos en los 30 días siguientes a la entrega y lo solucionamos.',
  'pay.refund.policy': 'Política de reembolso',
  'pay.testMode': 'Modo de prueba: no se cobra nada de verdad',
  'pay.card.details': 'Datos de la tarjeta',
  'pay.card.title': 'Tarjeta',
  'pay.card.number': 'Número de tarjeta',
  'pay.card.expiry': 'Caducidad',
  'pay.card.expiryPlaceholder': 'MM / AA',
  'pay.card.cvc': 'CVC',
  'pay.card.testCards': 'Tarjetas de prueba (cualquier fecha futura, cualquier CVC):',
  'pay.card.succeeds': 'se acepta',
  'pay.card.declinedOutcome': 'se rechaza',
  'pay.card.needsConfirmation': 'necesita confirmación',
  'pay.card.processing': 'Procesando el pago',
  'pay.card.numberIncomplete': 'El número de tu tarjeta está incompleto.',
  'pay.card.numberInvalid': 'El número de tu tarjeta no es válido.',
  'pay.card.expiryIncomplete': 'La fecha de caducidad de tu tarjeta está incompleta.',
  'pay.card.expiryInvalid': 'El mes de caducidad de tu tarjeta no es válido.',
  'pay.card.expiryPast': 'La fecha de caducidad de tu tarjeta ya pasó.',
  'pay.card.cvcIncomplete': 'El código de seguridad de tu tarjeta está incompleto.',
  'pay.failed': 'El pago no se realizó',
  'pay.error': 'Error',
  'pay.errorText': 'Hubo un error al procesar tu pago. Inténtalo de nuevo.',
  'pay.declined': 'Tu tarjeta fue rechazada.',
  'pay.bankRefused': 'Tu banco no confirmó el pago, así que no se cobró nada. Puedes intentarlo de nuevo con la misma tarjeta o con otra.',
  'pay.lastingFailure': '{title}: {description}',
} satisfies Translation<typeof en>;
