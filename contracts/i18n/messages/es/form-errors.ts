import type { Translation } from '../../keys.ts';
import type { formErrors as en } from '../en/form-errors.ts';

export const formErrors = {
  'formErrors.nameMissing': 'Escribe tu nombre',
  'formErrors.emailMissing': 'Escribe tu correo electrónico',
  'formErrors.emailInvalid': 'Escribe una dirección de correo electrónico válida',
  'formErrors.messageMissing': 'Escribe un mensaje',
  'formErrors.messageTooLong': 'Escribe un mensaje de menos de 5000 caracteres',
  'formErrors.max200': 'Usa como máximo 200 caracteres',
} satisfies Translation<typeof en>;
