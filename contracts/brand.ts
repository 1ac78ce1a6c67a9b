/** The brand lives in one place so the business can rename it. */
export const BRAND = {
  name: 'Kritzel',
  tagline: 'Every child starts with a scribble.',
} as const;
