// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { hasConsent, openCookieSettings, resetCookieConsentForTests, whenConsented } from '@/lib/cookie-consent';
import { CookieConsentManager } from './cookie-consent-manager';

function renderManager() {
  return render(
    <>
      <main>
        <h1>Any page</h1>
      </main>
      <CookieConsentManager />
      <Toaster />
    </>,
  );
}

const banner = () => screen.queryByRole('region', { name: 'Cookie consent' });

afterEach(() => {
  cleanup();
  localStorage.clear();
  resetCookieConsentForTests();
});

describe('CookieConsentManager', () => {
  it('shows a labelled banner, not a dialog, with the three choices and the policy link', () => {
    renderManager();
    const region = banner()!;
    expect(region).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    for (const name of ['Accept all', 'Reject non-essential', 'Customise']) within(region).getByRole('button', { name });
    expect(within(region).getByRole('link', { name: 'Cookie Policy' }).getAttribute('href')).toBe('/cookie-policy');
  });

  it('reject non-essential hides the banner, keeps everything optional off, and stays hidden after a reload', () => {
    renderManager();
    fireEvent.click(screen.getByRole('button', { name: 'Reject non-essential' }));
    expect(banner()).toBeNull();
    expect(hasConsent('performance')).toBe(false);

    cleanup();
    resetCookieConsentForTests();
    renderManager();
    expect(banner()).toBeNull();
  });

  it('accept all releases scripts waiting behind the gate', () => {
    const loadAnalytics = vi.fn();
    whenConsented('performance', loadAnalytics);
    renderManager();
    expect(loadAnalytics).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(loadAnalytics).toHaveBeenCalledTimes(1);
    expect(banner()).toBeNull();
  });

  it('customise opens the settings: essential locked on, the rest off, and Save stores the switches', async () => {
    renderManager();
    fireEvent.click(screen.getByRole('button', { name: 'Customise' }));
    // The dialog's code loads on first use.
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' }, { timeout: 15_000 });
    const essential = within(dialog).getByRole('switch', { name: /Essential/ }) as HTMLInputElement;
    expect(essential.checked).toBe(true);
    expect(essential.disabled).toBe(true);
    for (const name of ['Performance', 'Functional', 'Marketing']) {
      expect((within(dialog).getByRole('switch', { name }) as HTMLInputElement).checked).toBe(false);
    }

    fireEvent.click(within(dialog).getByRole('switch', { name: 'Functional' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(banner()).toBeNull();
    expect(hasConsent('functional')).toBe(true);
    expect(hasConsent('performance')).toBe(false);
    await screen.findByText('Cookie settings saved');
  });

  it('reopens the settings from elsewhere with the stored choice, and closing without saving changes nothing', async () => {
    renderManager();
    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    act(() => openCookieSettings());
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' }, { timeout: 15_000 });
    const marketing = within(dialog).getByRole('switch', { name: 'Marketing' }) as HTMLInputElement;
    expect(marketing.checked).toBe(true);
    fireEvent.click(marketing);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(hasConsent('marketing')).toBe(true);
    expect(banner()).toBeNull();
  });
});
