// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { CurrentUser } from '../../../../contracts/auth';
import { app as deApp } from '../../../../contracts/i18n/messages/de/app';
import { core as deCore } from '../../../../contracts/i18n/messages/de/core';
import { app as enApp } from '../../../../contracts/i18n/messages/en/app';
import { core as enCore } from '../../../../contracts/i18n/messages/en/core';
import { CreatePaymentIntentResponse, ListPlansResponse } from '../../../../contracts/plans';
import { OrdersResponse } from '../../../../contracts/shop';
import { answer, mockApi } from '../../../../test/api-mock';
import { parent as signedInParent, paymentIntent } from '../../../../test/web-fixtures';
import { setMessagesForTests } from '@/i18n/i18n-store';
import { createQueryClient } from '@/lib/query-client';
import { planFixture } from '../test-fixtures';
import { DashboardPage } from './dashboard-page';

const parent: CurrentUser = { ...signedInParent, language: 'de' };

const server = mockApi();

beforeEach(() => setMessagesForTests('de', { ...deCore, ...deApp }));

afterEach(() => {
  cleanup();
  setMessagesForTests('en', { ...enCore, ...enApp });
});

describe('DashboardPage in German (issue 37)', () => {
  it('speaks German, with the price in US dollars written the German way and dates in German', async () => {
    server.use(
      answer.get('/api/auth/user', CurrentUser, parent),
      answer.get('/api/plans', ListPlansResponse, [
        planFixture({ id: 'p-unpaid', childName: 'Mia' }),
        planFixture({ id: 'p-active', childName: 'Leo', isPaid: true, submissionCount: 3 }),
      ]),
      answer.get('/api/plans/archived', ListPlansResponse, [
        planFixture({
          id: 'p-old',
          childName: 'Ida',
          isPaid: true,
          isArchived: true,
          createdAt: '2026-03-05T10:00:00.000Z',
          archivedAt: '2026-04-20T10:00:00.000Z',
        }),
      ]),
      answer.get('/api/orders', OrdersResponse, []),
      http.put('/api/account/notifications/time-zone', () => new HttpResponse(null, { status: 204 })),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Router hook={memoryLocation({ path: '/dashboard' }).hook}>
          <DashboardPage />
        </Router>
      </QueryClientProvider>,
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Entwicklungspläne' })).toBeTruthy();
    expect(document.title).toContain('Entwicklungspläne');
    expect(await screen.findByText('Hallo, Anna!')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Aktive Pläne' })).toBeTruthy();

    // "Start New Plan": the plan's price stays in dollars, written as Intl writes it for German ("49 $").
    const start = screen.getByRole('button', { name: /Neuen Plan beginnen/ });
    const price = new Intl.NumberFormat('de', { style: 'currency', currency: 'USD', minimumFractionDigits: 0 }).format(49);
    expect(price).toMatch(/^49\s\$$/);
    expect(start.textContent?.replace(/\s/g, ' ')).toContain('49 $ als einmalige Zahlung');
    expect(start.textContent).toContain(`${price} als einmalige Zahlung`);

    // The cards: badge, action and progress in German.
    const mia = (await screen.findByRole('heading', { name: 'Mia' })).closest('article')!;
    expect(within(mia as HTMLElement).getByText('Zahlung ausstehend')).toBeTruthy();
    expect(within(mia as HTMLElement).getByRole('button', { name: /Zahlung abschließen/ })).toBeTruthy();
    const leo = screen.getByRole('heading', { name: 'Leo' }).closest('article')!;
    expect(within(leo as HTMLElement).getByText('Aktiv')).toBeTruthy();
    expect(within(leo as HTMLElement).getByText('Fortschritt')).toBeTruthy();

    // Archived plans: their dates in German ("05.03.2026"), the weeks counted in German.
    fireEvent.click(await screen.findByRole('button', { name: /Archivierte Pläne/ }));
    const archived = screen.getByRole('heading', { name: 'Ida' }).closest('li')!;
    expect(archived.textContent).toContain('Begonnen am 05.03.2026');
    expect(archived.textContent).toContain('Archiviert am 20.04.2026');
    expect(within(archived as HTMLElement).getByRole('button', { name: /Wiederherstellen/ })).toBeTruthy();
    expect(screen.queryByText(/Development Plans|Active Plans|one-time payment/)).toBeNull();

    // The payment dialog and its card form (the shared `pay` messages) in German, the price on the button too.
    server.use(answer.post('/api/create-payment-intent', CreatePaymentIntentResponse, paymentIntent('p-unpaid')));
    fireEvent.click(within(mia as HTMLElement).getByRole('button', { name: /Zahlung abschließen/ }));
    const dialog = screen.getByRole('dialog', { name: 'Zahlung abschließen' });
    expect(await within(dialog).findByText('Testmodus – keine echte Abbuchung')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: `Zahlungspflichtig bestellen – ${price}` })).toBeTruthy();
    expect(within(dialog).getByLabelText('Kartennummer')).toBeTruthy();
    expect(within(dialog).getByLabelText('Gutscheincode')).toBeTruthy();
    expect(dialog.textContent).toContain('Sie können innerhalb von 14 Tagen widerrufen');
  });
});
