// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { toastsReady } from '@/components/ui/toast-area';
import { resetToasts, useToast } from '@/lib/use-toast';
import { LoginRedirect } from './login-redirect';

// The toast store is outside React; this reads it the way the Toaster does.
function ToastTitles() {
  const { toasts } = useToast();
  return <div data-testid="toasts">{toasts.map((t) => t.title).join('|')}</div>;
}

/** Renders the redirect and lets it see the toast area ready (it waits for that before the toast). */
async function renderAt(path: string, searchPath = '') {
  const { hook, searchHook } = memoryLocation({ path, searchPath });
  const view = render(
    <Router hook={hook} searchHook={searchHook}>
      <LoginRedirect />
      <ToastTitles />
    </Router>,
  );
  await act(() => toastsReady());
  return view;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('location', { href: 'http://localhost/plans/42/submit/3?from=mail' });
});

afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('LoginRedirect', () => {
  it('says the parent is logged out, then after 500 ms sends them to log in and back here', async () => {
    await renderAt('/plans/42/submit/3', 'from=mail');

    expect(screen.getByTestId('toasts').textContent).toBe('You are logged out. Logging in again...');
    expect(screen.getByRole('status').textContent).toContain('Taking you to sign in');

    act(() => vi.advanceTimersByTime(499));
    expect(window.location.href).toBe('http://localhost/plans/42/submit/3?from=mail');

    act(() => vi.advanceTimersByTime(1));
    expect(window.location.href).toBe(`/api/login?returnTo=${encodeURIComponent('/plans/42/submit/3?from=mail')}`);
  });

  it('carries a path without a query unchanged', async () => {
    await renderAt('/dashboard');
    act(() => vi.advanceTimersByTime(500));
    expect(window.location.href).toBe('/api/login?returnTo=%2Fdashboard');
  });

  it('does not navigate once the screen is gone', async () => {
    const { unmount } = await renderAt('/dashboard');
    unmount();
    act(() => vi.advanceTimersByTime(1000));
    expect(window.location.href).toBe('http://localhost/plans/42/submit/3?from=mail');
  });
});
