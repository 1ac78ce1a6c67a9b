import type { ConsentCategory } from '@/lib/cookie-consent';

export type CookieCategoryInfo = { id: ConsentCategory; name: string; description: string };

/**
 * The four categories, in words a parent can judge. Shared by the settings dialog and the
 * Cookie Policy so both always say the same thing. Only the essential ones exist today.
 */
export const COOKIE_CATEGORIES: readonly CookieCategoryInfo[] = [
  {
    id: 'essential',
    name: 'Essential',
    description: 'Keep you signed in, keep your payment safe and remember this choice. Kritzel cannot work without them.',
  },
  {
    id: 'performance',
    name: 'Performance',
    description: 'Would count visits and measure how fast pages load, without telling us who you are, so we can fix slow screens. Kritzel uses none today.',
  },
  {
    id: 'functional',
    name: 'Functional',
    description: 'Would remember optional preferences and allow extras such as embedded help videos from another site. Kritzel uses none today.',
  },
  {
    id: 'marketing',
    name: 'Marketing',
    description: 'Would let advertising partners measure campaigns and show Kritzel offers on other websites. Kritzel uses none today.',
  },
];
