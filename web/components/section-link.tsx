import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'wouter';

/** Sections of the landing page that other pages link to ('/#pricing'). */
export type LandingSection = 'what-is' | 'how-it-works' | 'help-children' | 'pricing';

const reducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Scrolls to a landing section and moves keyboard focus there, so the next Tab continues
 * inside it. Returns false when the section is not on this page.
 */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ behavior: reducedMotion() ? 'auto' : 'smooth', block: 'start' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  if (window.location.hash !== `#${id}`) window.history.replaceState(window.history.state, '', `#${id}`);
  return true;
}

interface SectionLinkProps {
  section: LandingSection;
  children: ReactNode;
  className?: string;
  /** Runs before scrolling or navigating, e.g. to close a menu. */
  onNavigate?: () => void;
}

/**
 * A link to a landing section that works from every page: on the landing page it scrolls
 * there; elsewhere it opens '/#section' in the app and the landing page scrolls on arrival.
 */
export function SectionLink({ section, children, className, onNavigate }: SectionLinkProps) {
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    onNavigate?.();
    if (window.location.pathname === '/' && scrollToSection(section)) event.preventDefault();
  }
  return (
    <Link href={`/#${section}`} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
