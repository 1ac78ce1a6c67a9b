import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, following changes (a rotated tablet, a resized window). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}

/** A computer with a mouse: the QR code is for moving the session onto a phone from there. */
export const DESKTOP_QUERY = '(min-width: 1024px) and (pointer: fine)';
