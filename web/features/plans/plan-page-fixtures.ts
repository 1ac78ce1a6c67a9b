import { NOTIFICATIONS_API, NotificationSettingsResponse } from '../../../contracts/notifications';
import { answer } from '../../../test/api-mock';
import { submissionFixture } from '../../../test/web-plan-fixtures';
import { notificationSettingsFixture } from '@/features/account/test-server';
import { planFixture } from '@/features/plans/test-fixtures';

/** A paid, set-up plan as GET /api/plans/{id}/data serves it. */
export const setUpPlan = (overrides: Parameters<typeof planFixture>[0] = {}) =>
  planFixture({
    isPaid: true,
    baselineCognitiveAge: 62,
    // Calibrated ranges are lopsided: 4 years 2 months to 6 years 8 months around 5 years 2 months.
    baselineCognitiveAgeRange: { min: 50, max: 80 },
    baselineChildAge: 66,
    baselineAnalysisResults: {
      strengths: ['Bold colours'],
      areasForImprovement: ['Closing shapes'],
      seen: ['Lines that join up into closed shapes', 'Straight lines'],
    },
    ...overrides,
  });

/** Weeks 1…n, each with one completed attempt. */
export const completedWeeks = (n: number) =>
  Array.from({ length: n }, (_, i) => submissionFixture({ weekNumber: i + 1, challengeTitle: `Week ${i + 1} challenge` }));

/** Issue 35: the current-week card reads the parent's reminder settings; these are a parent's who never changed them. */
export const reminderSettingsHandler = () => answer.get(NOTIFICATIONS_API.settings, NotificationSettingsResponse, notificationSettingsFixture());
