import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';
import { resetToasts } from '@/lib/use-toast';
import { FreeAnalysisPage } from './routes/free-analysis-page';

/** The free analysis page at /free-analysis?searchPath, with a fresh query client and the toasts. */
export function renderFreeAnalysisPage(searchPath = '') {
  const { hook, searchHook } = memoryLocation({ path: '/free-analysis', searchPath });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={hook} searchHook={searchHook}>
        <FreeAnalysisPage />
      </Router>
      <Toaster />
    </QueryClientProvider>,
  );
}

/** jsdom has no object URLs; the page previews the chosen drawing through one. */
export function stubObjectUrls() {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:drawing'), revokeObjectURL: vi.fn() });
}

/** After each test: no page, toast or fake clock is left over. */
export function cleanUpFreeAnalysisPage() {
  cleanup();
  resetToasts();
  vi.useRealTimers();
}
