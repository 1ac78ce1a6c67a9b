// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { HomePage } from './home-page';

/** Frames and timers run only when the test says so. */
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

function renderHome() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <HomePage />
    </QueryClientProvider>,
  );
}

const sectionIds = (container: HTMLElement) =>
  [...container.querySelectorAll('main > section')].map((section) => section.id || section.getAttribute('aria-labelledby'));

describe('HomePage', () => {
  it('paints the header and the hero alone first, then one section per frame, the footer last', () => {
    const { container } = renderHome();
    expect(screen.getByRole('heading', { level: 1, name: "Unlock Your Child's Learning Potential" })).toBeTruthy();
    expect(sectionIds(container)).toEqual(['hero-title']);
    expect(screen.queryByRole('contentinfo')).toBeNull();

    const frame = () => act(() => void vi.advanceTimersByTime(20));
    frame();
    expect(sectionIds(container)).toEqual(['hero-title', 'what-is']);
    for (let i = 0; i < 3; i++) frame();
    expect(sectionIds(container)).toEqual(['hero-title', 'what-is', 'how-it-works', 'help-children', 'pricing']);
    expect(screen.queryByRole('contentinfo')).toBeNull();
    frame();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('shows everything at once when the visitor starts to act (a section link may be on its way)', () => {
    const { container } = renderHome();
    act(() => void fireEvent.pointerDown(screen.getByRole('heading', { level: 1 })));
    expect(sectionIds(container)).toEqual(['hero-title', 'what-is', 'how-it-works', 'help-children', 'pricing']);
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it("shows everything at once on arrival at '/#pricing', so it can scroll there", () => {
    window.history.replaceState(null, '', '/#pricing');
    // jsdom lays nothing out and has no scrollIntoView of its own.
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const { container } = renderHome();
    delete (Element.prototype as Partial<Element>).scrollIntoView;
    expect(sectionIds(container)).toContain('pricing');
    expect(scrolled).toHaveBeenCalled();
    expect(document.activeElement?.id).toBe('pricing');
  });
});
