// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNT_API, ACCOUNT_MESSAGES, DataExport, DataExportsResponse } from '../../../../contracts/account';
import { answer, mockApi } from '../../../../test/api-mock';
import { createQueryClient } from '@/lib/query-client';
import { EXPORT_POLL_MS } from '../api/data-exports';
import { exportFixture } from '../test-server';
import { DataExportSection } from './data-export-section';

const server = mockApi();

function renderSection() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DataExportSection />
    </QueryClientProvider>,
  );
}

const ready = exportFixture({ status: 'ready', byteSize: 2_516_582, downloadUrl: ACCOUNT_API.exportDownload('e1') });

/** GET answers from `states` in turn (the last one repeats): what the parent sees as the job runs. */
function listAnswers(states: DataExport[][]) {
  let call = 0;
  return answer.get(ACCOUNT_API.exports, DataExportsResponse, () => states[Math.min(call++, states.length - 1)]!);
}

/** What the always-present status line says (the parent hears it change). */
const announced = () => screen.getAllByRole('status').map((el) => el.textContent);

afterEach(cleanup);

describe('DataExportSection', () => {
  it(
    'asks for an export, shows the progress while it is built and then the download link',
    async () => {
      server.use(listAnswers([[], [exportFixture()], [ready]]), answer.post(ACCOUNT_API.exports, DataExport, exportFixture(), 202));
      renderSection();
      const start = await screen.findByRole('button', { name: 'Download my data' });
      await waitFor(() => expect((start as HTMLButtonElement).disabled).toBe(false));
      fireEvent.click(start);

      expect(await screen.findByRole('progressbar', { name: 'Preparing your data' })).toBeTruthy();
      expect(within(screen.getByRole('listitem')).getByText(ACCOUNT_MESSAGES.exportStarted)).toBeTruthy();
      expect(announced()).toContain(ACCOUNT_MESSAGES.exportStarted);
      // One export at a time: the button waits while this one is built.
      expect((screen.getByRole('button', { name: 'Download my data' }) as HTMLButtonElement).disabled).toBe(true);

      const link = await screen.findByRole('link', { name: /Download ZIP/ }, { timeout: 3 * EXPORT_POLL_MS });
      expect(link.getAttribute('href')).toBe('/api/account/exports/e1/download');
      expect(link.hasAttribute('download')).toBe(true);
      expect(link.textContent).toContain('2.4 MB');
      expect(within(screen.getByRole('listitem')).getByText(ACCOUNT_MESSAGES.exportReady)).toBeTruthy();
      expect(announced()).toContain(ACCOUNT_MESSAGES.exportReady);
      expect(screen.getByText(/Available until Sep 2, 2025/)).toBeTruthy();
      expect(screen.queryByRole('progressbar')).toBeNull();
      expect(server.requests('POST', ACCOUNT_API.exports)).toHaveLength(1);
    },
    5 * EXPORT_POLL_MS,
  ); // two real polls come before the link: room for them on a busy machine

  it('stops asking once nothing is being built', async () => {
    server.use(answer.get(ACCOUNT_API.exports, DataExportsResponse, [ready]));
    renderSection();
    await screen.findByRole('link', { name: /Download ZIP/ });
    await new Promise((resolve) => setTimeout(resolve, EXPORT_POLL_MS + 500));
    expect(server.requests('GET', ACCOUNT_API.exports)).toHaveLength(1);
  });

  it('offers a retry for a failed export and lists earlier ones', async () => {
    server.use(
      answer.get(ACCOUNT_API.exports, DataExportsResponse, [exportFixture({ id: 'e2', status: 'failed' }), exportFixture({ id: 'e1', status: 'expired' })]),
      answer.post(ACCOUNT_API.exports, DataExport, exportFixture({ id: 'e3' }), 202),
    );
    renderSection();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(within(screen.getAllByRole('listitem')[0] as HTMLElement).getByText(ACCOUNT_MESSAGES.exportFailed)).toBeTruthy();
    expect(screen.getByText('Expired')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('progressbar', { name: 'Preparing your data' })).toBeTruthy();
    expect(server.requests('POST', ACCOUNT_API.exports)).toHaveLength(1);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });
});
