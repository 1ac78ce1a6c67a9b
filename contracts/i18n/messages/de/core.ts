import type { Translation } from '../../keys.ts';
import type { core as en } from '../en/core.ts';
import { ages } from './ages.ts';
import { auth } from './auth.ts';
import { common } from './common.ts';
import { components } from './components.ts';
import { contact } from './contact.ts';
import { cookies } from './cookies.ts';
import { formErrors } from './form-errors.ts';
import { freeAnalysis } from './freeAnalysis.ts';
import { home } from './home.ts';
import { legal } from './legal.ts';
import { notFound } from './not-found.ts';
import { notices } from './notices.ts';
import { pay } from './pay.ts';
import { reportPage } from './report-page.ts';
import { tasks } from './tasks.ts';
import { validation } from './validation.ts';

export const core = {
  ...ages,
  ...auth,
  ...common,
  ...components,
  ...contact,
  ...cookies,
  ...freeAnalysis,
  ...home,
  ...formErrors,
  ...legal,
  ...notFound,
  ...notices,
  ...pay,
  ...reportPage,
  ...tasks,
  ...validation,
} satisfies Translation<typeof en>;
