import type { ReactNode } from 'react';

/** One numbered section of a legal page; its id is the anchor the contents link to. */
export type LegalSection = { id: string; title: string; content: ReactNode };

/** A legal page's text in one language: what a content module (content/<language>/<page>.tsx) exports. */
export interface LegalContent {
  intro: ReactNode;
  sections: readonly LegalSection[];
}
