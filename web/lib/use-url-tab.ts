import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';

/**
 * The open tab kept in the address as `?tab=…`, so a reload, the back button or a shared link
 * opens the same tab. Switching tabs replaces the history entry rather than adding one: the back
 * button leaves the page, as a parent expects, instead of stepping through every tab clicked.
 * An unknown or missing value opens `fallback`.
 */
export function useUrlTab<K extends string>(tabs: readonly K[], fallback: K): [K, (tab: K) => void] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const asked = new URLSearchParams(search).get('tab');
  const tab = tabs.find((t) => t === asked) ?? fallback;
  const setTab = useCallback(
    (next: K) => {
      const params = new URLSearchParams(search);
      if (next === fallback) params.delete('tab');
      else params.set('tab', next);
      const query = params.toString();
      navigate(query ? `${location}?${query}` : location, { replace: true });
    },
    [search, location, navigate, fallback],
  );
  return [tab, setTab];
}
