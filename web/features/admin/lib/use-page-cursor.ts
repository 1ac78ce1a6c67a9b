import { useState } from 'react';

/**
 * Where the admin is in a paged list: the cursors of the pages before this one, so "Back"
 * returns to exactly the page seen before. A new filter or search starts again at page one.
 */
export function usePageCursor(listKey: string) {
  const [state, setState] = useState<{ listKey: string; trail: string[] }>({ listKey, trail: [] });
  const trail = state.listKey === listKey ? state.trail : [];
  return {
    cursor: trail.at(-1) ?? null,
    pageNumber: trail.length + 1,
    next: (cursor: string) => setState({ listKey, trail: [...trail, cursor] }),
    back: () => setState({ listKey, trail: trail.slice(0, -1) }),
    first: () => setState({ listKey, trail: [] }),
  };
}

export type PageCursor = ReturnType<typeof usePageCursor>;
