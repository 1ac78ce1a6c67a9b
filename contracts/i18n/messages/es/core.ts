import type { Translation } from '../../keys.ts';
import type { core as en } from '../en/core.ts';
import { common } from './common.ts';
import { legal } from './legal.ts';
import { notices } from './notices.ts';
import { reportPage } from './report-page.ts';

export const core = { ...common, ...legal, ...notices, ...reportPage } satisfies Translation<typeof en>;
