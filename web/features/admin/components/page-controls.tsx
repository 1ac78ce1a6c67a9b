import { ChevronLeft, ChevronRight, ChevronsLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { PageCursor } from '../lib/use-page-cursor';

/**
 * First page, Back and Next under a paged admin list; shown once the list has more than one page.
 * While the list is `busy` (another filter, search or page loading) the cursor on screen belongs to
 * the last answer, so Next waits: following it would page through the previous filter's list.
 */
export function PageControls({ pages, nextCursor, busy, label }: { pages: PageCursor; nextCursor: string | null; busy: boolean; label: string }) {
  if (pages.pageNumber === 1 && !nextCursor) return null;
  const onFirst = pages.pageNumber === 1;
  // The controls sit under the list: a new page is read from its top.
  const go = (move: () => void) => () => {
    move();
    document.documentElement.scrollTop = 0;
  };
  return (
    <nav aria-label={`${label} pages`} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted" aria-live="polite">
        Page {pages.pageNumber}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" disabled={onFirst} onClick={go(pages.first)}>
          <ChevronsLeft aria-hidden="true" />
          First page
        </Button>
        <Button variant="secondary" disabled={onFirst} onClick={go(pages.back)}>
          <ChevronLeft aria-hidden="true" />
          Back
        </Button>
        <Button variant="secondary" disabled={busy || !nextCursor} onClick={go(() => nextCursor && pages.next(nextCursor))}>
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
