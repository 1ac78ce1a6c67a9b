import { startTransition, useEffect, useState } from 'react';

/** A visitor starting to act: a section link may be on its way, so everything shows at once. */
const ACTION_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/**
 * How many of `total` parts below the first screen to show: none at first, then one more after
 * each frame, so the first screen is laid out and painted on its own and no single long task
 * renders or lays out the whole page (a phone stays responsive while the rest arrives).
 * Everything at once when `allAtOnce()` says so on arrival (a '/#section' link) or when the
 * visitor starts to act.
 */
export function useStagedReveal(total: number, allAtOnce: () => boolean): number {
  const [shown, setShown] = useState(() => (allAtOnce() ? total : 0));
  useEffect(() => {
    if (shown >= total) return;
    let timer = 0;
    // After the next paint, as a transition: React renders it in slices of a few milliseconds
    // that give way to the visitor, and the browser lays it out in the frame after.
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setShown((n) => Math.min(total, n + 1))));
    });
    const showAll = () => setShown(total);
    for (const name of ACTION_EVENTS) window.addEventListener(name, showAll, { capture: true, passive: true });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
      for (const name of ACTION_EVENTS) window.removeEventListener(name, showAll, { capture: true });
    };
  }, [shown, total]);
  return shown;
}
