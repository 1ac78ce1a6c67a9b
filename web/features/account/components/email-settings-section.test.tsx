// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  NOTIFICATION_MESSAGES,
  NOTIFICATION_NOTES,
  NOTIFICATIONS_API,
  NotificationSettingsResponse,
  UpdateNotificationSettingsRequest,
} from '../../../../contracts/notifications';
import { answer, answerError, mockApi } from '../../../../test/api-mock';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';
import { resetToasts } from '@/lib/use-toast';
import { notificationSettingsFixture } from '../test-server';
import { EmailSettingsSection } from './email-settings-section';

const server = mockApi(
  answer.get(NOTIFICATIONS_API.settings, NotificationSettingsResponse, notificationSettingsFixture()),
  answer.put(NOTIFICATIONS_API.settings, NotificationSettingsResponse, ({ body }) => ({
    ...UpdateNotificationSettingsRequest.parse(body),
    nextReminderAt: '2026-11-29T17:00:00.000Z',
  })),
);

function renderSection() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <EmailSettingsSection />
      <Toaster />
    </QueryClientProvider>,
  );
  return screen.findByRole('form', { name: 'E-mail settings' });
}

afterEach(() => {
  cleanup();
  resetToasts();
  vi.restoreAllMocks();
});

describe('EmailSettingsSection', () => {
  it('starts with only the feedback notice on and no reminder fields', async () => {
    const form = await renderSection();
    expect(within(form).getByRole<HTMLInputElement>('checkbox', { name: /Remind me each week/ }).checked).toBe(false);
    expect(within(form).getByRole<HTMLInputElement>('checkbox', { name: /feedback is ready/ }).checked).toBe(true);
    expect(within(form).getByRole<HTMLInputElement>('checkbox', { name: /checkpoint is ready/ }).checked).toBe(false);
    expect(within(form).queryByLabelText('Time zone')).toBeNull();
  });

  it('turning the reminder on starts in the browser’s time zone, and saving sends every choice', async () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({ timeZone: 'America/New_York' } as Intl.ResolvedDateTimeFormatOptions);
    const form = await renderSection();
    fireEvent.click(within(form).getByRole('checkbox', { name: /Remind me each week/ }));
    expect(within(form).getByLabelText<HTMLSelectElement>('Time zone').value).toBe('America/New_York');
    fireEvent.change(within(form).getByLabelText('Day'), { target: { value: '7' } });
    fireEvent.change(within(form).getByLabelText('Time', { exact: true }), { target: { value: '18' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save e-mail settings' }));
    await waitFor(() => expect(server.requests('PUT', NOTIFICATIONS_API.settings)).toHaveLength(1));
    expect(server.requests('PUT', NOTIFICATIONS_API.settings)[0]!.body).toEqual({
      weeklyReminder: true,
      reminderWeekday: 7,
      reminderHour: 18,
      timeZone: 'America/New_York',
      feedbackNotice: true,
      checkpointNotice: false,
    });
    expect(await screen.findByText(NOTIFICATION_MESSAGES.saved)).toBeTruthy();
  });

  it('says the reminder is on by default while there is a plan, that every reminder can be stopped in one click, and when the feedback e-mail comes', async () => {
    const form = await renderSection();
    const reminder = within(form).getByRole('checkbox', { name: /Remind me each week/ });
    expect(reminder.closest('label')!.textContent).toContain('On by default while you have a plan; every reminder has a one-click link to turn it off.');
    const feedback = within(form).getByRole('checkbox', { name: /feedback is ready/ });
    expect(feedback.closest('label')!.textContent).toContain(NOTIFICATION_NOTES.feedback);
    expect(NOTIFICATION_NOTES.feedback).toMatch(/^We wait 15 minutes and write only about feedback you have not opened yet/);
  });

  it('shows a plan owner’s reminder on, with its fields and the next reminder, before any choice was saved', async () => {
    server.use(
      answer.get(
        NOTIFICATIONS_API.settings,
        NotificationSettingsResponse,
        notificationSettingsFixture({ weeklyReminder: true, nextReminderAt: '2026-12-05T09:00:00.000Z' }),
      ),
    );
    const form = await renderSection();
    expect(within(form).getByRole<HTMLInputElement>('checkbox', { name: /Remind me each week/ }).checked).toBe(true);
    expect(within(form).getByLabelText<HTMLSelectElement>('Day').value).toBe('6');
    expect(within(form).getByTestId('next-reminder').textContent).toMatch(/^Next reminder: Saturday/);
  });

  it('shows the server’s message when saving is refused', async () => {
    server.use(answerError('put', NOTIFICATIONS_API.settings, 400, { code: 'VALIDATION_FAILED', message: NOTIFICATION_MESSAGES.badTimeZone }));
    const form = await renderSection();
    fireEvent.click(within(form).getByRole('button', { name: 'Save e-mail settings' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(NOTIFICATION_MESSAGES.badTimeZone);
  });
});
