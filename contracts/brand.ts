/** The brand lives in one place so the business can rename it. */
export const BRAND = {
  name: 'Kritzel',
  /**
   * The English tagline, for places without a translator (server logs, scripts). Pages show the
   * catalogue's `common.tagline` in the parent's language instead (issue 37).
   */
  tagline: 'Every child starts with a scribble.',
} as const;
