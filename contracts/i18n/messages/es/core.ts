import type { Translation } from '../../keys.ts';
import type { core as en } from '../en/core.ts';
import { common } from './common.ts';
import { pay } from './pay.ts';

export const core = { ...common, ...pay } satisfies Translation<typeof en>;
