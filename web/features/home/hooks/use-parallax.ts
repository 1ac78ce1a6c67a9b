import { useEffect, type RefObject } from 'react';

/**
 * Moves `layer` down by `factor` × the page's scroll, so it seems to scroll at a slower pace
 * than the page (0.5: half as fast). One transform per frame, from a passive listener, so
 * scrolling never waits for us; nothing at all when `enabled` is false (reduced motion).
 */
export function useParallax(layer: RefObject<HTMLElement | null>, factor: number, enabled: boolean): void {
  useEffect(() => {
    const element = layer.current;
    if (!enabled || !element) return;
    let frame = 0;
    const apply = () => {
      frame = 0;
      // Past the hero the layer is out of sight: stop moving it.
      const offset = Math.min(window.scrollY, window.innerHeight * 1.5) * factor;
      element.style.setProperty('transform', `translate3d(0, ${offset.toFixed(1)}px, 0)`);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(apply);
    };
    // In the next frame, not now: reading the scroll position here would make the browser lay out
    // the page in the middle of React's commit, one long task instead of two short ones.
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
      element.style.removeProperty('transform');
    };
  }, [layer, factor, enabled]);
}
