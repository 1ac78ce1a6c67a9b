import type { Translation } from '../../keys.ts';
import type { core as en } from '../en/core.ts';
import { common } from './common.ts';

export const core = { ...common } satisfies Translation<typeof en>;
