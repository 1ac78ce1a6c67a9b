// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { CurrentUser } from '../contracts/auth';
import { createQueryClient } from '@/lib/query-client';
import { resetToasts } from '@/lib/use-toast';
import { AppRouter } from './router';
import { preloadRoute } from './routes';

// Each route is a lazy chunk, compiled on first import: on a busy machine that takes more than
// the default second, and these tests are about where the router goes, not how fast.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 20_000 });

const parent: CurrentUser = {
  id: 'u1',
  email: 'anna@example.com',
  firstName: 'Anna',
  lastName: 'Berg',
  role: 'parent',
  emailVerified: true,
  language: 'en',
  createdAt: '2025-01-01T00:00:00.000Z',
};

/** The server as the router sees it: signed in as `user`, or 401 when null. */
function stubUserFetch(user: CurrentUser | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url !== '/api/auth/user') return new Response(null, { status: 404, statusText: 'Not Found' });
      return user ? Response.json(user) : Response.json({ code: 'UNAUTHORIZED', message: 'Unauthorized' }, { status: 401 });
    }),
  );
}

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <AppRouter />
      </Router>
    </QueryClientProvider>,
  );
  return location;
}

afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
});

describe('AppRouter, signed out', () => {
  it('shows the 404 page for an unknown path', async () => {
    stubUserFetch(null);
    renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeTruthy();
  });

  it('shows the landing page at /', async () => {
    stubUserFetch(null);
    renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: "Unlock Your Child's Learning Potential" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get Started / Log-in' }).getAttribute('href')).toBe('/api/login');
  });

  it('shows a page whose chunk arrived while sign-in was checked at once, without the "Loading page" spinner', async () => {
    stubUserFetch(null);
    await preloadRoute('/contact');
    const spinners: string[] = [];
    const observer = new MutationObserver(() => {
      if (document.body.textContent?.includes('Loading page')) spinners.push('Loading page');
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    renderAt('/contact');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    observer.disconnect();
    expect(spinners).toEqual([]);
  });

  it('sends a protected path without a screen yet to log in, not to the 404', async () => {
    stubUserFetch(null);
    renderAt('/plans/p1/no-such-screen');
    expect(await screen.findByText('Taking you to sign in')).toBeTruthy();
    expect(screen.queryByText('404 Page Not Found')).toBeNull();
  });
});

describe('AppRouter, signed in', () => {
  it('shows the 404 page for an unknown path and for protected areas not built yet', async () => {
    stubUserFetch(parent);
    renderAt('/plans/p1/no-such-screen');
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeTruthy();
  });

  it('sends the sign-in page on to the dashboard, replacing the history entry', async () => {
    stubUserFetch(parent);
    const location = renderAt('/sign-in');
    expect(await screen.findByRole('heading', { level: 1, name: /Development\s*Plans/ })).toBeTruthy();
    await waitFor(() => expect(location.history).toEqual(['/dashboard']));
    expect(screen.getByText('Hello, Anna!')).toBeTruthy();
  });
});
