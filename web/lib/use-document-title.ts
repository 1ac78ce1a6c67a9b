import { useEffect } from 'react';
import { BRAND } from '../../contracts/brand';

/** Each screen names itself in the tab and for screen readers announcing the page. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${BRAND.name}` : BRAND.name;
  }, [title]);
}
