// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '@/lib/query-client';
import { SignUpPage } from './sign-up-page';

function stubServer(status: number, body: unknown) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url === '/api/auth/providers') return Response.json({ emailPassword: true, oidc: null });
    if (url === '/api/identity/sign-up/email') return Response.json(body, { status });
    return new Response(null, { status: 404, statusText: 'Not Found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderSignUp(searchPath = '') {
  const { hook, searchHook } = memoryLocation({ path: '/sign-up', searchPath });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={hook} searchHook={searchHook}>
        <SignUpPage />
      </Router>
    </QueryClientProvider>,
  );
}

function fill(fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
  fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SignUpPage', () => {
  it('shows per-field messages and keeps the password hint', () => {
    const fetchMock = stubServer(200, {});
    renderSignUp();
    expect(screen.getByText('At least 8 characters. A long passphrase is best.')).toBeTruthy();
    fill({ Email: '', Password: 'short' });
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Use at least 8 characters')).toBeTruthy();
    // The names are optional: no message for them even though the display name is empty.
    expect(screen.queryByText('Please enter your name')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/identity/sign-up/email')).toBe(false);
  });

  it("shows the server's message when it refuses", async () => {
    stubServer(400, { code: 'VALIDATION_FAILED', message: 'This password is too common. Please choose another.' });
    renderSignUp();
    fill({ Email: 'anna@example.com', Password: 'password123' });
    expect((await screen.findByRole('alert')).textContent).toBe('This password is too common. Please choose another.');
  });

  it('sends the full name (or the email when none is given) and then loads the return path', async () => {
    const fetchMock = stubServer(200, { user: {} });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderSignUp('returnTo=%2Fdashboard');
    fill({ 'First name': ' Anna ', 'Last name': 'Berg', Email: 'anna@example.com', Password: 'a long passphrase' });

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/dashboard'));
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/identity/sign-up/email');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      name: 'Anna Berg',
      firstName: 'Anna',
      lastName: 'Berg',
      email: 'anna@example.com',
      password: 'a long passphrase',
    });
  });

  it('uses the email as the name when no name is given', async () => {
    const fetchMock = stubServer(200, {});
    vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
    renderSignUp();
    fill({ Email: 'anna@example.com', Password: 'a long passphrase' });
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url === '/api/identity/sign-up/email')).toBe(true),
    );
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/identity/sign-up/email');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      name: 'anna@example.com',
      email: 'anna@example.com',
      password: 'a long passphrase',
    });
  });
});
