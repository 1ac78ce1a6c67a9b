import type { Translation } from '../../keys.ts';
import type { server as en } from '../en/server.ts';

export const server = {} satisfies Translation<typeof en>;
