import { analyser } from './analyser.ts';
import { answers } from './answers.ts';
import { email } from './email.ts';
import { errors } from './errors.ts';
import { report } from './report.ts';
import { taskComparison } from './task-comparison.ts';

/** Only on the server: e-mails, the PDF report and the API's own messages. */
export const server = { ...analyser, ...answers, ...email, ...errors, ...report, ...taskComparison };
