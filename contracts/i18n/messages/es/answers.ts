import type { Translation } from '../../keys.ts';
import type { answers as en } from '../en/answers.ts';

export const answers = {
  'answers.auth.resetRequested': 'Si este correo electrónico está registrado, revisa tu correo: ahí tienes el enlace para restablecer la contraseña',
  'answers.account.deleted': 'Tu cuenta y tus datos se han eliminado.',
  'answers.submission.retryStarted': 'Análisis reiniciado',
  'answers.checkpoint.started': 'El punto de control {number} se está evaluando. Suele tardar unos momentos.',
  'answers.checkpoint.noThenAndNow': 'Antes y ahora aparece cuando se evalúa el primer punto de control: el primer dibujo junto al del punto de control.',
  'answers.contact.sent': 'Mensaje enviado',
  'answers.adaptation.easierFeltVeryHard': 'Un poco más fácil: la semana pasada fue «Muy difícil»',
  'answers.adaptation.easierAfterFeedback': 'Un poco más fácil tras la valoración de la semana pasada',
  'answers.adaptation.harderFeltVeryEasy': 'Un poco más exigente: la semana pasada fue «Muy fácil»',
  'answers.adaptation.harderFeltEasy': 'Un poco más exigente: la semana pasada fue «Fácil»',
} satisfies Translation<typeof en>;
