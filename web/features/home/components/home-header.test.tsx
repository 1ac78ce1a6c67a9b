// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { app as deApp } from '../../../../contracts/i18n/messages/de/app';
import { core as deCore } from '../../../../contracts/i18n/messages/de/core';
import { app as enApp } from '../../../../contracts/i18n/messages/en/app';
import { core as enCore } from '../../../../contracts/i18n/messages/en/core';
import { setMessagesForTests } from '@/i18n/i18n-store';
import { HomeHeader } from './home-header';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setMessagesForTests('en', { ...enCore, ...enApp });
});

describe('HomeHeader in German (issue 37)', () => {
  it('speaks German in the bar and the phone menu, each with the language switch labelled "Sprache"', () => {
    setMessagesForTests('de', { ...deCore, ...deApp });
    // jsdom has no media queries: a phone, where the menu may open.
    vi.stubGlobal('matchMedia', (media: string) => ({ matches: false, media, addEventListener: () => undefined, removeEventListener: () => undefined }));
    render(<HomeHeader />);
    const bar = screen.getByRole('navigation', { name: 'Hauptmenü' });
    expect(within(bar).getByRole('link', { name: 'Was ist Kritzel?' })).toBeTruthy();
    expect(within(bar).getByRole('link', { name: 'Aufgabe ausprobieren' })).toBeTruthy();
    expect(within(bar).getByRole('link', { name: 'Andenken' }).getAttribute('href')).toBe('/shop');
    expect(within(bar).getByRole('link', { name: 'Loslegen / Anmelden' }).getAttribute('href')).toBe('/api/login');
    const barSwitch = within(bar).getByRole('combobox', { name: 'Sprache' }) as HTMLSelectElement;
    expect(barSwitch.value).toBe('de');
    // Each language is named in itself, whatever the page's language.
    expect([...barSwitch.options].map((option) => option.textContent)).toEqual(['English', 'Deutsch', 'Español']);

    const toggle = screen.getByRole('button', { name: 'Menü' });
    fireEvent.click(toggle);
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '')!;
    expect(menu.hidden).toBe(false);
    expect(menu.getAttribute('aria-label')).toBe('Hauptmenü');
    expect(within(menu).getByRole('link', { name: 'Shop' }).getAttribute('href')).toBe('/shop');
    expect(within(menu).getByRole('combobox', { name: 'Sprache' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Get Started|Try a Challenge|What is the product/);
  });
});
