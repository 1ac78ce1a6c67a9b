// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  acceptAll,
  closeCookieSettings,
  hasConsent,
  openCookieSettings,
  rejectNonEssential,
  resetCookieConsentForTests,
  saveConsent,
  useCookieConsent,
  whenConsented,
} from './cookie-consent';

const STORAGE_KEY = 'kritzel.cookie-consent';

afterEach(() => {
  cleanup();
  localStorage.clear();
  resetCookieConsentForTests();
});

describe('cookie consent store', () => {
  it('has no choice at first: only essential storage is allowed', () => {
    expect(currentConsentState().consent).toBeNull();
    expect(hasConsent('essential')).toBe(true);
    for (const category of ['performance', 'functional', 'marketing'] as const) expect(hasConsent(category)).toBe(false);
  });

  it('stores a choice and finds it again after a reload', () => {
    saveConsent({ performance: true, functional: false, marketing: false });
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY)!);
    expect(stored).toMatchObject({ version: 1, performance: true, functional: false, marketing: false });
    expect(Date.parse(stored.decidedAt)).not.toBeNaN();

    resetCookieConsentForTests();
    expect(currentConsentState().consent).toMatchObject({ performance: true, functional: false, marketing: false });
    expect(hasConsent('performance')).toBe(true);
    expect(hasConsent('marketing')).toBe(false);
  });

  it('treats a damaged or older stored choice as no choice, so the banner asks again', () => {
    localStorage.setItem(STORAGE_KEY, '{not json');
    resetCookieConsentForTests();
    expect(currentConsentState().consent).toBeNull();
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ version: 0, decidedAt: '2026-11-01T00:00:00Z', marketing: true }));
    resetCookieConsentForTests();
    expect(hasConsent('marketing')).toBe(false);
  });

  it('accept all and reject non-essential set every optional category at once', () => {
    acceptAll();
    expect(['performance', 'functional', 'marketing'].every((c) => hasConsent(c as 'performance'))).toBe(true);
    rejectNonEssential();
    expect(['performance', 'functional', 'marketing'].some((c) => hasConsent(c as 'performance'))).toBe(false);
    resetCookieConsentForTests();
    expect(currentConsentState().consent).toMatchObject({ performance: false, functional: false, marketing: false });
  });

  it('opens and closes the settings, and saving closes them', () => {
    const { result } = renderHook(() => useCookieConsent());
    act(() => openCookieSettings());
    expect(result.current.settingsOpen).toBe(true);
    act(() => closeCookieSettings());
    expect(result.current.settingsOpen).toBe(false);
    act(() => openCookieSettings());
    act(() => rejectNonEssential());
    expect(result.current).toMatchObject({ settingsOpen: false, consent: { marketing: false } });
  });
});

describe('whenConsented gate', () => {
  it('holds a script back until its category is allowed, then runs it once', () => {
    const loadAnalytics = vi.fn();
    const loadAds = vi.fn();
    whenConsented('performance', loadAnalytics);
    whenConsented('marketing', loadAds);
    expect(loadAnalytics).not.toHaveBeenCalled();

    rejectNonEssential();
    expect(loadAnalytics).not.toHaveBeenCalled();

    saveConsent({ performance: true, functional: false, marketing: false });
    expect(loadAnalytics).toHaveBeenCalledTimes(1);
    expect(loadAds).not.toHaveBeenCalled();

    acceptAll();
    expect(loadAnalytics).toHaveBeenCalledTimes(1);
    expect(loadAds).toHaveBeenCalledTimes(1);
  });

  it('runs at once when the stored choice already allows it, and never after a cancel', () => {
    acceptAll();
    resetCookieConsentForTests();
    const load = vi.fn();
    whenConsented('functional', load);
    expect(load).toHaveBeenCalledTimes(1);

    localStorage.clear();
    resetCookieConsentForTests();
    const cancelled = vi.fn();
    const cancel = whenConsented('functional', cancelled);
    cancel();
    acceptAll();
    expect(cancelled).not.toHaveBeenCalled();
  });
});

/** The store's current state outside React. */
function currentConsentState() {
  return renderHook(() => useCookieConsent()).result.current;
}
