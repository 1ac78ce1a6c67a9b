import { useEffect, useState, type RefObject } from 'react';

/** Whether the element is on screen (or within `margin` of it), kept up to date. */
export function useInView(target: RefObject<Element | null>, margin = '0px'): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? false), { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, margin]);
  return inView;
}
