import type { Translation } from '../../keys.ts';
import type { server as en } from '../en/server.ts';
import { analyser } from './analyser.ts';
import { answers } from './answers.ts';
import { email } from './email.ts';
import { errors } from './errors.ts';
import { report } from './report.ts';
import { taskComparison } from './task-comparison.ts';

export const server = { ...analyser, ...answers, ...email, ...errors, ...report, ...taskComparison } satisfies Translation<typeof en>;
