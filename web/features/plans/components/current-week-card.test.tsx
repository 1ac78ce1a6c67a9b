// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { NOTIFICATIONS_API, NotificationSettingsResponse } from '../../../../contracts/notifications';
import { notificationSettingsFixture } from '@/features/account/test-server';
import { sentDay, WEEK_WORDS } from '../../../../contracts/submissions';
import { answer, mockApi } from '../../../../test/api-mock';
import { submissionFixture } from '../../../../test/web-plan-fixtures';
import { createQueryClient } from '@/lib/query-client';
import { setUpPlan } from '../plan-page-fixtures';
import { summarisePlan } from '../lib/plan-progress';
import { ChallengesPanel } from './tab-panels';

const server = mockApi();
const here = Intl.DateTimeFormat().resolvedOptions().timeZone;

function renderPanel(sent: ReturnType<typeof submissionFixture>[], reminder: Partial<NotificationSettingsResponse>) {
  server.use(answer.get(NOTIFICATIONS_API.settings, NotificationSettingsResponse, notificationSettingsFixture({ timeZone: here, ...reminder })));
  const plan = setUpPlan();
  const { hook } = memoryLocation({ path: '/plans/plan-1' });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={hook}>
        <ChallengesPanel plan={plan} childName="Mia" summary={summarisePlan(plan, sent)} />
      </Router>
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('the weekly rhythm (issue 35)', () => {
  it('before the first week: "This week", one challenge a week, and that reminders are off with the way to turn them on', async () => {
    renderPanel([], { weeklyReminder: false });
    const card = screen.getByRole('region', { name: 'Week 1 challenge' });
    expect(within(card).getByText(WEEK_WORDS.currentLabel(1, false))).toBeTruthy();
    const rhythm = within(card).getByTestId('weekly-rhythm');
    expect(rhythm.textContent).toContain(WEEK_WORDS.rhythm);
    await within(rhythm).findByText(WEEK_WORDS.reminderOff, { exact: false });
    expect(within(rhythm).getByRole('link', { name: WEEK_WORDS.turnOnReminder }).getAttribute('href')).toBe('/account#email-settings');
  });

  it('after two weeks sent the same day: "Up next", when the next week fits, the reminder day and time, and each sent week’s date', async () => {
    const sentAt = '2026-03-02T10:00:00.000Z';
    renderPanel([submissionFixture({ weekNumber: 2, createdAt: sentAt }), submissionFixture({ weekNumber: 1, createdAt: '2026-03-02T09:30:00.000Z' })], {
      weeklyReminder: true,
      reminderWeekday: 6,
      reminderHour: 9,
    });
    const card = screen.getByRole('region', { name: 'Week 3 challenge' });
    expect(within(card).getByText(WEEK_WORDS.currentLabel(3, true))).toBeTruthy();
    const rhythm = within(card).getByTestId('weekly-rhythm');
    expect(rhythm.textContent).toContain(WEEK_WORDS.nextFits(3, sentDay('2026-03-09T10:00:00.000Z')));
    await within(rhythm).findByText(WEEK_WORDS.reminderOn('Saturday', '09:00'), { exact: false });
    expect(within(rhythm).getByRole('link', { name: WEEK_WORDS.changeReminder })).toBeTruthy();

    const timeline = screen.getByRole('region', { name: 'All Challenges' });
    const rows = within(timeline).getAllByRole('listitem');
    expect(
      within(rows[1]!)
        .getByText(WEEK_WORDS.sentOn(sentDay(sentAt)))
        .getAttribute('datetime'),
    ).toBe(sentAt);
    expect(within(rows[3]!).queryByText(/^Sent /)).toBeNull();
  });
});
