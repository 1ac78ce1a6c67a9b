import type { Translation } from '../../keys.ts';
import type { core as en } from '../en/core.ts';
import { common } from './common.ts';
import { legal } from './legal.ts';

export const core = { ...common, ...legal } satisfies Translation<typeof en>;
