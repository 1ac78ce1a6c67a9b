import type { Translation } from '../../keys.ts';
import type { app as en } from '../en/app.ts';

export const app = {} satisfies Translation<typeof en>;
