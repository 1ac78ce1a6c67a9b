import type { Translation } from '../../keys.ts';
import type { core as en } from '../en/core.ts';
import { common } from './common.ts';
import { components } from './components.ts';
import { contact } from './contact.ts';
import { cookies } from './cookies.ts';
import { home } from './home.ts';
import { legal } from './legal.ts';
import { notFound } from './not-found.ts';

export const core = { ...common, ...legal, ...components, ...contact, ...cookies, ...home, ...notFound } satisfies Translation<typeof en>;
