// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HeroSection } from './hero-section';

/** jsdom has no media queries: answer the reduced-motion one as the test says. */
function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const backdrop = (container: HTMLElement) => container.querySelector('section[aria-labelledby="hero-title"] > div')!;

describe('HeroSection', () => {
  it('shows the still at once, from the script itself, and the clip hidden over it until it plays', () => {
    preferReducedMotion(false);
    const { container } = render(<HeroSection />);
    const still = backdrop(container).querySelector('img')!;
    // A data URL: no request stands between the headline and the picture.
    expect(still.getAttribute('src')).toMatch(/^data:image\/webp;base64,/);
    expect(still.getAttribute('alt')).toBe('');
    // Its box comes from the section, not from the picture: nothing moves when it decodes.
    expect([still.getAttribute('width'), still.getAttribute('height')]).toEqual(['960', '540']);
    expect(still.className).toContain('absolute');

    const video = backdrop(container).querySelector('video')!;
    // Not downloaded until the page has loaded and the visitor shows up.
    expect(video.getAttribute('src')).toBeNull();
    expect(video.getAttribute('poster')).toBeNull();
    expect(video.className).toContain('opacity-0');
    // Once it plays it fades in over the still, which is its first frame.
    fireEvent.playing(video);
    expect(video.className).not.toContain('opacity-0');
    expect(video.className).toContain('transition-opacity');
  });

  it('shows only the still under reduced motion: no clip to play', () => {
    preferReducedMotion(true);
    const { container } = render(<HeroSection />);
    expect(backdrop(container).querySelector('video')).toBeNull();
    expect(backdrop(container).querySelector('img')!.getAttribute('src')).toMatch(/^data:image\/webp;base64,/);
  });
});
