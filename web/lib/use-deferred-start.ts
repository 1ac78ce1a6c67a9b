import { useEffect, useState } from 'react';

const PRESENCE_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'scroll', 'touchstart'] as const;

type SaveDataNavigator = Navigator & { connection?: { saveData?: boolean } };

/**
 * When a decorative download may begin: once the page has loaded and the visitor shows they
 * are there (scroll, touch, pointer, key), or `delayMs` after the load anyway. The page's own
 * text and code never share the network with it, and a phone that asked to save data
 * (Save-Data) never downloads it.
 */
export function useDeferredStart(enabled: boolean, delayMs: number): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (!enabled || started) return;
    if ((navigator as SaveDataNavigator).connection?.saveData) return;
    let timer = 0;
    const start = () => setStarted(true);
    const arm = () => {
      timer = window.setTimeout(start, delayMs);
      for (const name of PRESENCE_EVENTS) window.addEventListener(name, start, { passive: true, once: true });
    };
    if (document.readyState === 'complete') arm();
    else window.addEventListener('load', arm, { once: true });
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('load', arm);
      for (const name of PRESENCE_EVENTS) window.removeEventListener(name, start);
    };
  }, [enabled, started, delayMs]);
  return started;
}
