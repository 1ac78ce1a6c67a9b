import { analyser } from './analyser.ts';
import { answers } from './answers.ts';
import { email } from './email.ts';
import { errors } from './errors.ts';
import { report } from './report.ts';

/** Only on the server: e-mails, the PDF report and the API's own messages. */
export const server = { ...analyser, ...answers, ...email, ...errors, ...report };
