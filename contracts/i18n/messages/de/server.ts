import type { Translation } from '../../keys.ts';
import type { server as en } from '../en/server.ts';
import { analyser } from './analyser.ts';
import { answers } from './answers.ts';
import { email } from './email.ts';
import { errors } from './errors.ts';
import { report } from './report.ts';

export const server = { ...analyser, ...answers, ...email, ...errors, ...report } satisfies Translation<typeof en>;
