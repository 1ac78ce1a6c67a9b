import { common } from './common.ts';
import { components } from './components.ts';
import { contact } from './contact.ts';
import { cookies } from './cookies.ts';
import { home } from './home.ts';
import { legal } from './legal.ts';
import { notFound } from './not-found.ts';

/** Loaded on every page: the public site, the free analysis, signing in, what all pages share. */
export const core = { ...common, ...legal, ...components, ...contact, ...cookies, ...home, ...notFound };
