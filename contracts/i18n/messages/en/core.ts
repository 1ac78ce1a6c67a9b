import { common } from './common.ts';
import { legal } from './legal.ts';
import { notices } from './notices.ts';
import { reportPage } from './report-page.ts';

/** Loaded on every page: the public site, the free analysis, signing in, what all pages share. */
export const core = { ...common, ...legal, ...notices, ...reportPage };
