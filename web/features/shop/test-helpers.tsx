import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';
import { resetToasts } from '@/lib/use-toast';
import { GalleryDrawingsResponse, SHOP_API, type GalleryDrawing } from '../../../contracts/shop';
import { answer } from '../../../test/api-mock';
import { leavePageTo } from './lib/leave-page';

export { parent, signedIn } from '../../../test/web-fixtures';

/** GET /api/shop/drawings: the parent's drawings the configurators offer as artwork (none unless given). */
export const galleryDrawings = (drawings: GalleryDrawing[] = []) => answer.get(SHOP_API.drawings, GalleryDrawingsResponse, drawings);

export function renderPage(page: ReactNode, path: string, searchPath = '') {
  const location = memoryLocation({ path, searchPath, record: true });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {page}
      </Router>
      <Toaster />
    </QueryClientProvider>,
  );
  return location;
}

/**
 * Stands in for XMLHttpRequest so a test can drive upload progress and the answer: the mock
 * server answers a request whole, with no progress events for a test to step through.
 */
export class FakeXhr {
  static instances: FakeXhr[] = [];
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = false;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.instances.push(this);
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, text = '') {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

export function installFakeXhr() {
  FakeXhr.instances = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  URL.createObjectURL = vi.fn(() => 'blob:artwork');
  URL.revokeObjectURL = vi.fn();
}

export const pngFile = (size = 2048, name = 'mia.png') => new File([new Uint8Array(size)], name, { type: 'image/png' });

/** After each configurator test: no page, toast, stored draft, fake upload or recorded navigation is left over. */
export function resetConfigurator() {
  cleanup();
  resetToasts();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.mocked(leavePageTo).mockClear();
}
