// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_API, AdminUserDetail, type AdminPlanSummary } from '../../../../contracts/admin';
import { answer, answerError, mockApi } from '../../../../test/api-mock';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';
import { resetToasts } from '@/lib/use-toast';
import { UserDetailDialog } from './user-detail-dialog';

const plan = (id: string, overrides: Partial<AdminPlanSummary>): AdminPlanSummary => ({
  id,
  type: null,
  createdAt: '2026-01-10T09:00:00.000Z',
  isCompleted: false,
  isActive: false,
  isArchived: false,
  isPaid: false,
  currentWeek: null,
  ...overrides,
});

const user: AdminUserDetail = {
  id: 'user-42',
  email: 'robin@example.com',
  firstName: null,
  lastName: null,
  name: '',
  role: 'parent',
  createdAt: '2025-12-24T18:00:00.000Z',
  hasPurchasedPlan: false,
  stripeCustomerId: null,
  stats: { totalPlans: 4, activePlans: 1, completedPlans: 1, totalSubmissions: 7, totalFreeChallenges: 2 },
  recentPlans: [
    plan('p-done', { isCompleted: true, isActive: true, isPaid: true, currentWeek: 26, type: 'Painting' }),
    plan('p-active', { isActive: true, isPaid: true, currentWeek: 5, type: 'drawing' }),
    plan('p-archived', { isActive: true, isArchived: true, isPaid: true }),
    plan('p-unpaid', {}),
  ],
};

const server = mockApi();
const withUser = (detail: AdminUserDetail) => answer.get(ADMIN_API.user('user-42'), AdminUserDetail, detail);

function renderDialog() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <UserDetailDialog userId="user-42" onClose={() => undefined} />
      <Toaster />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  resetToasts();
});

const field = (dialog: HTMLElement, label: string) => within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('UserDetailDialog', () => {
  it('fills the spec defaults: Not provided, None, Free User, Drawing, week 1', async () => {
    server.use(withUser(user));
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'User details' });
    await within(dialog).findByText('Recent plans', {}, { timeout: 5000 });
    expect(server.requests()[0]?.path).toBe('/api/admin/users/user-42');
    expect(field(dialog, 'Email')).toBe('robin@example.com');
    expect(field(dialog, 'Name')).toBe('Not provided');
    expect(field(dialog, 'User ID')).toBe('user-42');
    expect(field(dialog, 'Purchase status')).toBe('Free User');
    expect(field(dialog, 'Payment customer ID')).toBe('None');
    expect(field(dialog, 'Total plans')).toBe('4');
    expect(field(dialog, 'Submissions')).toBe('7');
    expect(field(dialog, 'Free challenges')).toBe('2');

    const rows = within(dialog).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByText(/^Plan state:/).parentElement?.textContent)).toEqual([
      'Plan state: Completed',
      'Plan state: Active',
      'Plan state: Paid',
      'Plan state: Unpaid',
    ]);
    expect(rows[0]!.textContent).toContain('Painting');
    expect(rows[0]!.textContent).toContain('Week 26');
    expect(rows[1]!.textContent).toContain('Drawing');
    expect(rows[3]!.textContent).toContain('Drawing');
    expect(rows[3]!.textContent).toContain('Week 1');
  });

  it('shows a paid customer with a name and a customer id', async () => {
    server.use(withUser({ ...user, firstName: 'Robin', lastName: 'Parent', hasPurchasedPlan: true, stripeCustomerId: 'cus_123', recentPlans: [] }));
    renderDialog();
    const dialog = screen.getByRole('dialog');
    await within(dialog).findByText('No plans yet.');
    expect(field(dialog, 'Name')).toBe('Robin Parent');
    expect(field(dialog, 'Purchase status')).toBe('Paid Customer');
    expect(field(dialog, 'Payment customer ID')).toBe('cus_123');
  });

  it('says "Failed to load user details." in a toast and in the dialog', async () => {
    server.use(answerError('get', ADMIN_API.user('user-42'), 404, { code: 'NOT_FOUND', message: 'User not found' }));
    renderDialog();
    const dialog = screen.getByRole('dialog');
    await within(dialog).findByText('Failed to load user details.');
    expect(screen.getAllByText('Failed to load user details.')).toHaveLength(2);
  });
});
