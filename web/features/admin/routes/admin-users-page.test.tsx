// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_API, AdminUsersResponse, type AdminUserSummary } from '../../../../contracts/admin';
import { answer, answerRaw, mockApi } from '../../../../test/api-mock';
import { createQueryClient } from '@/lib/query-client';
import { AdminUsersPage } from './admin-users-page';
import { onePage } from '../lib/page-fixtures';

const robin: AdminUserSummary = {
  id: 'u1',
  email: 'robin@example.com',
  firstName: 'Robin',
  lastName: 'Parent',
  createdAt: '2026-01-05T10:00:00.000Z',
  hasPurchasedPlan: true,
};
const kai: AdminUserSummary = {
  id: 'u2',
  email: 'kai@example.com',
  firstName: null,
  lastName: null,
  createdAt: '2026-01-06T10:00:00.000Z',
  hasPurchasedPlan: false,
};

const server = mockApi();
const listed = (users: AdminUserSummary[]) => answer.get(ADMIN_API.users, AdminUsersResponse, onePage(users));

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AdminUsersPage />
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('AdminUsersPage', () => {
  it('lists recent users with join date and a Paid/Free badge', async () => {
    server.use(listed([robin, kai]));
    renderPage();
    const rows = await screen.findAllByRole('button', { name: /@example\.com/ }, { timeout: 5000 });
    expect(rows[0]!.textContent).toContain('Robin Parent · Joined Jan 5, 2026');
    expect(within(rows[0]!).getByText('Plan purchase:', { exact: false }).parentElement?.textContent).toBe('Plan purchase: Paid');
    expect(within(rows[1]!).getByText('Plan purchase:', { exact: false }).parentElement?.textContent).toBe('Plan purchase: Free');
  });

  it('searches by email on submit, says when nothing matches, and Clear goes back', async () => {
    server.use(listed([]));
    renderPage();
    await screen.findByText('No users found.');
    fireEvent.change(screen.getByLabelText('Search by email or name'), { target: { value: ' nobody+x@example.com ' } });
    fireEvent.submit(screen.getByRole('search'));
    await screen.findByText('No users found with that email address.');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await screen.findByText('No users found.');
    expect((screen.getByLabelText('Search by email or name') as HTMLInputElement).value).toBe('');
    expect(server.requests().map((request) => request.path)).toEqual([
      '/api/admin/users',
      '/api/admin/users?search=nobody%2Bx%40example.com',
      '/api/admin/users',
    ]);
  });

  it('says how many users there are and pages with Next, Back and First page', async () => {
    const cursor = '2026-01-05T10:00:00.000000Z~u1';
    server.use(
      answer.get(ADMIN_API.users, AdminUsersResponse, ({ url }) => {
        const total = { count: 123_456, kind: 'about' as const };
        return url.searchParams.get('cursor') === cursor ? { items: [kai], nextCursor: null, total } : { items: [robin], nextCursor: cursor, total };
      }),
    );
    renderPage();
    await screen.findByText('about 123,456 users', {}, { timeout: 5000 });
    const pages = screen.getByRole('navigation', { name: 'Users pages' });
    expect((within(pages).getByRole('button', { name: 'Back' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await screen.findByRole('button', { name: /kai@example\.com/ });
    expect(within(pages).getByText('Page 2')).toBeTruthy();
    expect((within(pages).getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(pages).getByRole('button', { name: 'First page' }));
    await screen.findByRole('button', { name: /robin@example\.com/ });
    // The first page is read again on return: an admin list is always read afresh.
    expect(server.requests().map((request) => request.path)).toEqual([
      '/api/admin/users',
      `/api/admin/users?${new URLSearchParams({ cursor }).toString()}`,
      '/api/admin/users',
    ]);
  });

  it('opens the detail of the user clicked', async () => {
    server.use(listed([robin]), answerRaw('get', ADMIN_API.user('u1'), 404, 'gone'));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /robin@example\.com/ }));
    expect(screen.getByRole('dialog', { name: 'User details' })).toBeTruthy();
    await screen.findByText('Failed to load user details.');
    expect(server.requests().at(-1)?.path).toBe('/api/admin/users/u1');
  });
});
