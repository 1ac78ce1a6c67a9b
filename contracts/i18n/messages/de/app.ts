import type { Translation } from '../../keys.ts';
import type { app as en } from '../en/app.ts';
import { submissions } from './submissions.ts';

export const app = { ...submissions } satisfies Translation<typeof en>;
