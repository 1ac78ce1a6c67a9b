// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/lib/use-toast';
import { leavePageTo } from '../lib/leave-page';
import { mockApi } from '../../../../test/api-mock';
import { parent, renderPage, signedIn } from '../test-helpers';
import { FRAME_FACTS } from '../../../../contracts/shop-catalog';
import { app as deApp } from '../../../../contracts/i18n/messages/de/app';
import { core as deCore } from '../../../../contracts/i18n/messages/de/core';
import { app as enApp } from '../../../../contracts/i18n/messages/en/app';
import { core as enCore } from '../../../../contracts/i18n/messages/en/core';
import { setMessagesForTests } from '@/i18n/i18n-store';
import { ShopPage } from './shop-page';

vi.mock('../lib/leave-page', () => ({ leavePageTo: vi.fn() }));

const server = mockApi();

afterEach(() => {
  cleanup();
  setMessagesForTests('en', { ...enCore, ...enApp });
  resetToasts();
  vi.mocked(leavePageTo).mockClear();
});

describe('ShopPage', () => {
  it('shows the headline and both keepsakes with their prices, and no offer that does not exist', async () => {
    server.use(signedIn(parent));
    renderPage(<ShopPage params={{}} />, '/shop');
    expect(await screen.findByRole('link', { name: 'Go to Dashboard' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("Turn Your Child's Art Into Treasured Keepsakes");
    // There is no offer, so there is no "Limited Time Offer" badge (issue 35: no false urgency).
    expect(screen.queryByText(/offer/i)).toBeNull();
    const frame = screen.getByRole('article', { name: 'Digital Art Frame' });
    expect(within(frame).getByText("Transform your child's artwork into a magical digital art frame")).toBeTruthy();
    expect(within(frame).getByText(FRAME_FACTS.short)).toBeTruthy();
    // "from" is the cheapest size: the 5 inch frame.
    expect(within(frame).getByText('$49')).toBeTruthy();
    const video = frame.querySelector('video')!;
    // The clip's first frame, from the script itself, stands in until the visitor shows up (or
    // 2 s after load); the clip fades in over it once it plays.
    expect(frame.querySelector('img')!.getAttribute('src')).toMatch(/^data:image\/webp;base64,/);
    expect(video.getAttribute('src')).toBeNull();
    expect(video.className).toContain('opacity-0');
    act(() => void window.dispatchEvent(new Event('pointermove')));
    expect(video.getAttribute('src')).toBe('/public-objects/videos/new-bg-video.mp4');
    expect(video.muted && video.loop && video.autoplay).toBe(true);
    fireEvent.playing(video);
    expect(video.className).not.toContain('opacity-0');
    const shirt = screen.getByRole('article', { name: 'Custom Art T-Shirt' });
    expect(within(shirt).getByText("Wear your child's creativity with pride on premium quality apparel")).toBeTruthy();
    expect(within(shirt).getByText('$39')).toBeTruthy();
  });

  it('sends a signed-in parent straight to the configurator from the card or Buy Now', async () => {
    server.use(signedIn(parent));
    const location = renderPage(<ShopPage params={{}} />, '/shop');
    await screen.findByRole('link', { name: 'Go to Dashboard' });
    fireEvent.click(within(screen.getByRole('article', { name: 'Custom Art T-Shirt' })).getByRole('button', { name: 'Buy Now' }));
    expect(location.history.at(-1)).toBe('/configure/tshirt');
    fireEvent.click(screen.getByRole('article', { name: 'Digital Art Frame' }));
    expect(location.history.at(-1)).toBe('/configure/frame');
  });

  it('tells a visitor to sign in, then sends them to log in after 1.5 s', async () => {
    server.use(signedIn(null));
    renderPage(<ShopPage params={{}} />, '/shop');
    const signIn = await screen.findByRole('link', { name: 'Sign In to Purchase' });
    expect(signIn.getAttribute('href')).toBe('/api/login?returnTo=%2Fshop');
    const started = Date.now();
    fireEvent.click(within(screen.getByRole('article', { name: 'Digital Art Frame' })).getByRole('button', { name: 'Buy Now' }));
    expect(await screen.findByText('Sign In Required')).toBeTruthy();
    expect(screen.getByText('Please sign in to access the dashboard and purchase products')).toBeTruthy();
    expect(leavePageTo).not.toHaveBeenCalled();
    await waitFor(() => expect(leavePageTo).toHaveBeenCalledWith('/api/login?returnTo=%2Fshop'), { timeout: 3000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
  });

  it('speaks German to a German parent: the products by their German names, dollar prices written the German way (issue 37)', async () => {
    setMessagesForTests('de', { ...deCore, ...deApp });
    server.use(signedIn(null));
    renderPage(<ShopPage params={{}} />, '/shop');
    expect(await screen.findByRole('link', { name: 'Zum Kaufen anmelden' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Machen Sie die Kunst Ihres Kindes zu kostbaren Andenken');
    const frame = screen.getByRole('article', { name: 'Digitaler Bilderrahmen' });
    expect(within(frame).getByText(/Das Bild selbst bewegt sich nicht/)).toBeTruthy();
    expect(within(frame).getByText(/^49\s\$$/)).toBeTruthy();
    expect(within(frame).getByText('ab')).toBeTruthy();
    const shirt = screen.getByRole('article', { name: 'T-Shirt mit eigenem Motiv' });
    expect(within(shirt).getByText(/^39\s\$$/)).toBeTruthy();
    fireEvent.click(within(shirt).getByRole('button', { name: 'Jetzt kaufen' }));
    expect(await screen.findByText('Anmeldung erforderlich')).toBeTruthy();
    expect(screen.queryByText(/Buy Now|Sign In|Worldwide/)).toBeNull();
  });
});
