// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_API, AdminMessage } from '../../../../contracts/admin';
import { answer, answerError, mockApi } from '../../../../test/api-mock';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';
import { resetToasts } from '@/lib/use-toast';
import { MessageCard } from './message-card';

const base: AdminMessage = {
  id: 'm1',
  name: 'Anna Berg',
  email: 'anna@example.com',
  subject: 'Week 3 upload',
  category: 'support',
  message: 'Hello,\nthe upload stops at 50%.',
  status: 'new',
  createdAt: '2026-03-02T10:15:00.000Z',
  userId: 'user-123',
  metadata: { source: 'contact_page', planId: 'plan-9' },
};

/** The server changes the status it was sent. */
const server = mockApi(
  answer.patch(ADMIN_API.message(base.id), AdminMessage, ({ body }) => ({ ...base, status: (body as Pick<AdminMessage, 'status'>).status })),
);

function renderCard(message: Partial<AdminMessage>) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MessageCard message={{ ...base, ...message }} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { card: screen.getByRole('article') };
}

afterEach(() => {
  cleanup();
  resetToasts();
});

describe('MessageCard', () => {
  it('shows every field, the body with its line breaks, a mailto link and the named source', () => {
    const { card } = renderCard({});
    expect(within(card).getByRole('heading').textContent).toBe('Week 3 upload');
    expect(within(card).getByText('Contact Page').textContent).toBe('Source: Contact Page');
    expect(within(card).getByText('New', { selector: 'span' }).textContent).toBe('Status: New');
    expect(within(card).getByText('Support').textContent).toBe('Category: Support');
    expect(within(card).getByRole('link', { name: 'anna@example.com' }).getAttribute('href')).toBe('mailto:anna@example.com');
    const body = within(card).getByText(/the upload stops/);
    expect(body.textContent).toBe('Hello,\nthe upload stops at 50%.');
    expect(body.className).toContain('whitespace-pre-wrap');
    expect(within(card).getByText('user-123')).toBeTruthy();
    expect(within(card).getByText('plan-9')).toBeTruthy();
  });

  it.each([
    ['resources_tab', 'Resources Tab'],
    ['newsletter', 'newsletter'],
  ])('names source %s as "%s"', (source, label) => {
    const { card } = renderCard({ metadata: { source } });
    expect(within(card).getByText(label).textContent).toBe(`Source: ${label}`);
    expect(within(card).queryByText('Plan ID')).toBeNull();
  });

  it.each([null, '', '   '])('says "No Subject" for subject %j and leaves out what is missing', (subject) => {
    const { card } = renderCard({ subject, metadata: null, userId: null });
    expect(within(card).getByRole('heading').textContent).toBe('No Subject');
    expect(within(card).queryByText(/^Source:/)).toBeNull();
    expect(within(card).queryByText('User ID')).toBeNull();
  });

  it('changes the status with a PATCH and says so', async () => {
    const { card } = renderCard({});
    fireEvent.change(within(card).getByLabelText('Change status'), { target: { value: 'resolved' } });
    await screen.findByText('Message status has been updated successfully.');
    expect(screen.getByText('Status updated')).toBeTruthy();
    expect(server.requests()[0]).toMatchObject({ method: 'PATCH', path: '/api/admin/messages/m1', body: { status: 'resolved' } });
  });

  it('says when the status could not be changed', async () => {
    server.use(answerError('patch', ADMIN_API.message(base.id), 500, { code: 'INTERNAL', message: 'nope' }));
    const { card } = renderCard({});
    fireEvent.change(within(card).getByLabelText('Change status'), { target: { value: 'read' } });
    await waitFor(() => expect(screen.getByText('Failed to update message status.')).toBeTruthy());
  });
});
