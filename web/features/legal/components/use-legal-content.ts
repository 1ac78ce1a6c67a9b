import { useEffect, useState } from 'react';
import type { Locale } from '../../../../contracts/i18n/locales';
import type { LegalPageId } from '../../../../contracts/legal';
import { loadLegalContent, loadedLegalContent, type LegalContent } from '../content';

/**
 * A legal page's text in the page's language, or null while its chunk is on the way. A switch of
 * language keeps the text shown until the other language has arrived; a chunk that fails to load
 * goes to the error boundary, as a page's own chunk does.
 */
export function useLegalContent(page: LegalPageId, locale: Locale): LegalContent | null {
  const [arrived, setArrived] = useState<LegalContent | null>(null);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (loadedLegalContent(page, locale)) return;
    let live = true;
    loadLegalContent(page, locale).then(
      (content) => live && setArrived(content),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [page, locale]);
  if (failure) throw failure.error;
  return loadedLegalContent(page, locale) ?? arrived;
}
