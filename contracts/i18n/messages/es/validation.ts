import type { Translation } from '../../keys.ts';
import type { validation as en } from '../en/validation.ts';

export const validation = {
  'validation.servedAge': 'El niño debe tener entre 3 y 10 años',
  'validation.oneLine': 'Escríbelo en una sola línea, sin saltos de línea, tabulaciones ni caracteres de control',
  'validation.enterName': 'Escribe tu nombre',
  'validation.validEmail': 'Escribe una dirección de correo electrónico válida',
  'validation.passwordTooShort': 'Usa al menos 8 caracteres',
  'validation.passwordTooLong': 'Usa como máximo 128 caracteres',
  'validation.enterPassword': 'Escribe tu contraseña',
  'validation.passwordsDiffer': 'Las dos contraseñas no coinciden',
  'validation.invalidDate': 'Fecha no válida',
} satisfies Translation<typeof en>;
