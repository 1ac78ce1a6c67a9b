// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_API, AdminMessagesResponse, type AdminMessage } from '../../../../contracts/admin';
import { answer, answerRaw, mockApi } from '../../../../test/api-mock';
import { createQueryClient } from '@/lib/query-client';
import { AdminMessagesPage } from './admin-messages-page';
import { onePage } from '../lib/page-fixtures';

const message = (id: string, status: AdminMessage['status']): AdminMessage => ({
  id,
  name: 'Anna',
  email: 'anna@example.com',
  subject: `Question ${id}`,
  category: 'general',
  message: 'Hi',
  status,
  createdAt: '2026-03-02T10:15:00.000Z',
  userId: null,
  metadata: { source: 'contact_page' },
});

const server = mockApi();

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AdminMessagesPage />
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('AdminMessagesPage', () => {
  it('counts the messages of the chosen status, and says when there are none', async () => {
    server.use(
      answer.get(ADMIN_API.messages, AdminMessagesResponse, ({ url }) =>
        onePage(url.searchParams.get('status') === 'resolved' ? [] : [message('1', 'new'), message('2', 'read'), message('3', 'new')]),
      ),
    );
    renderPage();
    await screen.findByText('3 messages', {}, { timeout: 5000 });
    expect(screen.getAllByRole('article')).toHaveLength(3);
    fireEvent.change(screen.getByLabelText('Filter by status'), { target: { value: 'resolved' } });
    await screen.findByText('No messages found');
    expect(screen.getByText('0 messages')).toBeTruthy();
    expect(server.requests().map((request) => request.path)).toEqual(['/api/admin/messages', '/api/admin/messages?status=resolved']);
  });

  it('keeps the last list dimmed and out of reach, without a count, while the next filter loads', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      answer.get(ADMIN_API.messages, AdminMessagesResponse, async ({ url }) => {
        if (url.searchParams.get('status') !== 'new') return onePage([message('1', 'new'), message('2', 'read')]);
        await held;
        return onePage([message('1', 'new')]);
      }),
    );
    renderPage();
    await screen.findByText('2 messages', {}, { timeout: 5000 });
    const list = () => screen.getAllByRole('article', { hidden: true })[0]?.closest('ul');
    expect(list()?.getAttribute('aria-busy')).toBe('false');
    fireEvent.change(screen.getByLabelText('Filter by status'), { target: { value: 'new' } });
    expect(list()?.getAttribute('aria-busy')).toBe('true');
    expect(list()?.hasAttribute('inert')).toBe(true);
    expect(screen.queryByText(/^\d+ messages?$/)).toBeNull();
    release();
    await screen.findByText('1 message');
    expect(list()?.getAttribute('aria-busy')).toBe('false');
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('waits with Next while the next page loads: the cursor on screen belongs to the page before', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      answer.get(ADMIN_API.messages, AdminMessagesResponse, async ({ url }) => {
        const cursor = url.searchParams.get('cursor');
        if (cursor === null) return onePage([message('1', 'new')], 'page-2');
        if (cursor === 'page-2') {
          await held;
          return onePage([message('2', 'new')], 'page-3');
        }
        return onePage([message('3', 'new')]);
      }),
    );
    renderPage();
    const next = async () =>
      within(await screen.findByRole('navigation', { name: 'Messages pages' }, { timeout: 5000 })).getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    fireEvent.click(await next());
    expect((await next()).disabled).toBe(true);
    release();
    await screen.findByText('Question 2');
    expect((await next()).disabled).toBe(false);
    fireEvent.click(await next());
    await screen.findByText('Question 3');
    expect(server.requests().map((request) => request.path)).toEqual([
      '/api/admin/messages',
      '/api/admin/messages?cursor=page-2',
      '/api/admin/messages?cursor=page-3',
    ]);
  });

  it('offers a retry when the list cannot be read', async () => {
    server.use(answerRaw('get', ADMIN_API.messages, 500, 'boom'));
    renderPage();
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toContain('The messages could not be loaded.');
  });
});
