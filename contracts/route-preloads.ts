/**
 * Between the build and the server: which scripts each page needs beyond the start-up ones
 * (written by scripts/route-preloads.ts, read by server/platform/web-app.ts, which announces
 * them with the page's HTML as `<link rel="modulepreload">`).
 */
export interface RoutePreload {
  /** The route table's pattern, e.g. '/plans/:planId'. */
  pattern: string;
  /** The pattern as a RegExp source, so the server needs no copy of the pattern rules. */
  regexp: string;
  /** Absolute asset paths, e.g. '/assets/home-page-DwNwEtZD.js'. */
  files: string[];
}

/** Inside the built web folder; dot folders are never served as files. */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/** Each language's `core` messages chunk and what it imports beyond the start-up scripts (issue 37). */
export type CataloguePreloads = Partial<Record<'en' | 'de' | 'es', string[]>>;
export const CATALOGUE_PRELOADS_FILE = '.vite/catalogue-preloads.json';
