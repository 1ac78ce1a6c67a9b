// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RECEIPTS_API, ReceiptList, type Receipt } from '../../../../contracts/receipts';
import { answer, mockApi } from '../../../../test/api-mock';
import { createQueryClient } from '@/lib/query-client';
import { ReceiptsSection } from './receipts-section';

const server = mockApi();
afterEach(cleanup);

const receipt = (overrides: Partial<Receipt>): Receipt => ({
  id: 'plan-payment:p1',
  kind: 'payment',
  what: 'Kritzel development plan (26 weeks)',
  amountCents: 4900,
  currency: 'usd',
  date: '2026-11-20T10:00:00.000Z',
  refunded: false,
  ...overrides,
});

function renderWith(receipts: Receipt[]) {
  server.use(answer.get(RECEIPTS_API.list, ReceiptList, { receipts }));
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ReceiptsSection />
    </QueryClientProvider>,
  );
}

describe('ReceiptsSection', () => {
  it('lists each payment and refund with its date, what and amount', async () => {
    renderWith([
      receipt({ id: 'plan-refund:p2', kind: 'refund', date: '2026-11-22T10:00:00.000Z', refunded: true }),
      receipt({ id: 'plan-payment:p2', refunded: true, date: '2026-11-21T10:00:00.000Z' }),
      receipt({ id: 'order-payment:o1', what: 'Custom Art T-Shirt - L, black', amountCents: 3900 }),
    ]);
    const list = await screen.findByRole('list', { name: 'Your receipts' });
    const rows = within(list)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Refund: Kritzel development plan (26 weeks)+$49.00Nov 22, 2026',
      'Kritzel development plan (26 weeks)$49.00Nov 21, 2026 · refunded',
      'Custom Art T-Shirt - L, black$39.00Nov 20, 2026',
    ]);
    expect(screen.getByRole('heading', { name: 'Receipts' })).toBeTruthy();
  });

  it('says so when there is nothing yet', async () => {
    renderWith([]);
    expect(await screen.findByText('No payments yet.')).toBeTruthy();
  });
});
