// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ACCOUNT_API, AiProviderStatus } from '../../../../contracts/account';
import { AnalyzeDrawingResponse } from '../../../../contracts/analysis';
import { answer, mockApi } from '../../../../test/api-mock';
import { signedIn } from '../../../../test/web-fixtures';
import { createQueryClient } from '@/lib/query-client';
import { FreeAnalysisPage } from './free-analysis-page';

const ANALYZE_URL = '/api/drawings/analyze';

/** A signed-out visitor; analyses never answer. */
const server = mockApi(
  signedIn(null),
  answer.post(ANALYZE_URL, AnalyzeDrawingResponse, () => new Promise<never>(() => undefined)),
);

/** The server with or without an external AI provider. */
function serve({ externalAiConfigured }: { externalAiConfigured: boolean }) {
  server.use(answer.get(ACCOUNT_API.aiStatus, AiProviderStatus, { externalAiConfigured }));
  return { sentForm: () => server.requests('POST', ANALYZE_URL)[0]?.form };
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
});

describe('FreeAnalysisPage, the AI-provider consent of a visitor', () => {
  it('offers an unticked box and sends the consent only when ticked', async () => {
    const visitor = serve({ externalAiConfigured: true });
    renderPage();
    const box = (await waitFor(() => consentBox() ?? Promise.reject(new Error('no box')))) as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    analyzeADrawing();
    await waitFor(() => expect(visitor.sentForm()).toBeDefined());
    expect(visitor.sentForm()?.get('aiProviderConsent')).toBe('true');
  });

  it('sends no consent when the box stays unticked', async () => {
    const visitor = serve({ externalAiConfigured: true });
    renderPage();
    await waitFor(() => expect(consentBox()).toBeTruthy());
    analyzeADrawing();
    await waitFor(() => expect(visitor.sentForm()).toBeDefined());
    expect(visitor.sentForm()?.get('aiProviderConsent')).toBeNull();
  });

  it('shows nothing when the server has no external provider', async () => {
    serve({ externalAiConfigured: false });
    renderPage();
    await waitFor(() => expect(server.requests('GET', ACCOUNT_API.aiStatus)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(consentBox()).toBeNull();
  });
});
