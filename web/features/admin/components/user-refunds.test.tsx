// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { UserRefunds } from './user-refunds';

afterEach(cleanup);

it('lists the second charges the service refunded, with amount, reason and plan', () => {
  render(
    <UserRefunds
      refunds={[{ planId: 'a1b2c3d4-0000-0000-0000-000000000000', amount: 4900, currency: 'usd', refundedAt: '2026-11-20T10:00:00.000Z', reason: 'duplicate' }]}
    />,
  );
  expect(screen.getByRole('heading', { name: 'Refunded payments' })).toBeTruthy();
  expect(screen.getByText(/\$49\.00 refunded/)).toBeTruthy();
  expect(screen.getByText(/Second payment for a plan already paid/)).toBeTruthy();
});

it('shows nothing when there are no refunds', () => {
  const { container } = render(<UserRefunds refunds={[]} />);
  expect(container.textContent).toBe('');
});
