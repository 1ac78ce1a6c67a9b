// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ACCOUNT_API } from '../../../../contracts/account';
import { createQueryClient } from '@/lib/query-client';
import { FreeAnalysisPage } from './free-analysis-page';

/** A signed-out visitor on a server with or without an external AI provider; analyses never answer. */
function stubServer({ externalAiConfigured }: { externalAiConfigured: boolean }) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url === '/api/auth/user') return Response.json({ code: 'UNAUTHORIZED', message: 'Unauthorized' }, { status: 401 });
    if (url === ACCOUNT_API.aiStatus) return Response.json({ externalAiConfigured });
    if (url === '/api/drawings/analyze') return new Promise<Response>(() => undefined);
    return new Response(null, { status: 404, statusText: 'Not Found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  const sentForm = () => fetchMock.mock.calls.find(([url]) => url === '/api/drawings/analyze')?.[1]?.body as FormData | undefined;
  return { fetchMock, sentForm };
}

function renderPage() {
  const { hook, searchHook } = memoryLocation({ path: '/free-analysis' });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={hook} searchHook={searchHook}>
        <FreeAnalysisPage />
      </Router>
    </QueryClientProvider>,
  );
}

const consentBox = () => screen.queryByRole('checkbox', { name: /Use the external AI provider/ });
function analyzeADrawing() {
  const input = document.querySelector('input[name="drawing-file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['png'], 'drawing.png', { type: 'image/png' })] } });
  fireEvent.click(screen.getByRole('button', { name: 'Analyze drawing' }));
}

beforeEach(() => {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:drawing'), revokeObjectURL: vi.fn() });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('FreeAnalysisPage, the AI-provider consent of a visitor', () => {
  it('offers an unticked box and sends the consent only when ticked', async () => {
    const server = stubServer({ externalAiConfigured: true });
    renderPage();
    const box = (await waitFor(() => consentBox() ?? Promise.reject(new Error('no box')))) as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    analyzeADrawing();
    await waitFor(() => expect(server.sentForm()).toBeDefined());
    expect(server.sentForm()?.get('aiProviderConsent')).toBe('true');
  });

  it('sends no consent when the box stays unticked', async () => {
    const server = stubServer({ externalAiConfigured: true });
    renderPage();
    await waitFor(() => expect(consentBox()).toBeTruthy());
    analyzeADrawing();
    await waitFor(() => expect(server.sentForm()).toBeDefined());
    expect(server.sentForm()?.get('aiProviderConsent')).toBeNull();
  });

  it('shows nothing when the server has no external provider', async () => {
    const server = stubServer({ externalAiConfigured: false });
    renderPage();
    await waitFor(() => expect(server.fetchMock).toHaveBeenCalledWith(ACCOUNT_API.aiStatus, expect.anything()));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(consentBox()).toBeNull();
  });
});
