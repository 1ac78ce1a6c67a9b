import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { NotificationSettingsResponse, WEEKDAY_NAMES } from '../contracts/notifications.ts';
import { RECORDING_MESSAGES, RECORDING_WORDS, sentDay, WEEK_WORDS, type Submission } from '../contracts/submissions.ts';
import { figureDrawing } from '../test/drawings.ts';
import { axeViolations, browserWithDrawing, closeToasts, newContext, screenshot, signUpAndSignIn } from './browser.ts';
import { ok, setUpPlan, submitWeek, waitForEvaluation } from './weekly-helpers.ts';

// Issue 35, "the week": two weeks sent within minutes of each other; every entry shows its day,
// the plan says what the rhythm is and when the reminder comes, the results open on the feedback
// with the tab in the address, and the weekly form takes a voice recording as an audio file.

const setup = browserWithDrawing(figureDrawing);
const webm = fs.readFileSync(new URL('../test/fixtures/recording.webm', import.meta.url));
const top = async (page: Page, locator: ReturnType<Page['locator']>) => (await locator.boundingBox())?.y ?? Number.NaN;
const audioInput = (page: Page) => page.locator('input[name="recording-files"]');

describe('the weekly rhythm (issue 35)', () => {
  it.each([
    ['phone', false],
    ['desktop', true],
  ])(
    'two weeks sent quickly: dates everywhere, the rhythm and reminder, feedback-first results with the tab in the address, an audio file (%s)',
    async (name, desktop) => {
      const context = await newContext(setup.browser, { desktop });
      await signUpAndSignIn(context);
      const plan = await setUpPlan(context, 'Mia');
      const page = await context.newPage();

      // Week 1 on the weekly form: a photo and a recording chosen as a file.
      await page.goto(`/plans/${plan.id}/submit/1`);
      await page.getByRole('heading', { level: 1, name: plan.planData!.challenges[0]!.title }).waitFor();
      await page.locator('input[name="images"]').setInputFiles({ name: 'week-1.png', mimeType: 'image/png', buffer: setup.drawing });
      await page.getByAltText('Photo 1: week-1.png').waitFor();
      expect(await audioInput(page).getAttribute('accept')).toBe('audio/*');
      expect(await page.getByTestId('recording-notice').textContent()).toContain(RECORDING_WORDS.wordsNotUsed);

      // Not audio at all: refused in the browser, in the recordings' words.
      await audioInput(page).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
      await page.getByText(RECORDING_MESSAGES.notAudio).first().waitFor();
      expect(await page.getByRole('button', { name: /^Remove Recording/ }).count()).toBe(0);
      await closeToasts(page);

      // Claims to be audio but is not: the server refuses it (415) with the same words, and keeps nothing.
      await audioInput(page).setInputFiles({ name: 'fake.webm', mimeType: 'audio/webm', buffer: Buffer.from('<html>not a recording</html>') });
      await page.getByRole('button', { name: 'Remove Recording 1' }).waitFor();
      await page.getByRole('button', { name: 'Submit Challenge' }).click();
      await page.locator('p[role=alert]').filter({ hasText: RECORDING_MESSAGES.notAudio }).waitFor();
      expect(page.url()).toContain('/submit/1');
      await closeToasts(page);
      await page.getByRole('button', { name: 'Remove Recording 1' }).click();

      await audioInput(page).setInputFiles({ name: 'voice-memo.webm', mimeType: 'audio/webm', buffer: webm });
      await page.getByText('voice-memo.webm').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `week-rhythm-form-${name}`);
      await page.getByRole('button', { name: 'Submit Challenge' }).click();
      await page.waitForURL(/\/challenge-results\/[0-9a-f-]+$/, { timeout: 15_000 });
      const week1 = page.url().split('/').pop()!;
      const sent1 = await waitForEvaluation(context, week1);

      // The results open on the feedback — not on the parent's own notes — with the drawing above it.
      await page.reload();
      await page.getByRole('tab', { name: 'Feedback', selected: true }).waitFor();
      await page.getByAltText('Submitted drawing 1').waitFor();
      await page.getByRole('heading', { name: 'What we saw this week' }).waitFor({ timeout: 30_000 });
      expect(await top(page, page.getByAltText('Submitted drawing 1'))).toBeLessThan(
        await top(page, page.getByRole('heading', { name: 'What we saw this week' })),
      );
      expect(
        await page
          .getByText(WEEK_WORDS.sentOn(sentDay(sent1.createdAt)))
          .first()
          .isVisible(),
      ).toBe(true);
      await closeToasts(page);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `week-rhythm-results-${name}`);

      // The tab is in the address: a reload keeps it, and the recording is there to play.
      await page.getByRole('tab', { name: 'Voice Recordings' }).click();
      await page.waitForURL(/\?tab=recordings$/);
      await page.reload();
      await page.getByRole('tab', { name: 'Voice Recordings', selected: true }).waitFor();
      await page.getByRole('button', { name: 'Play Recording 1' }).waitFor();
      const notice = await page.getByTestId('recording-notice').textContent();
      expect(notice).toContain(RECORDING_WORDS.kept);
      expect(notice).toContain(RECORDING_WORDS.deleted);
      expect(await page.locator('main').textContent()).not.toContain('help the evaluation understand');
      await closeToasts(page);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `week-rhythm-recordings-${name}`);

      // Week 2 minutes later. The next week opens at once (spec 000 §4); the plan says what the rhythm is.
      const week2 = await submitWeek(context, plan.id, 2);
      const sent2 = await waitForEvaluation(context, week2);
      const reminder = NotificationSettingsResponse.parse(await ok('read e-mail settings', await context.request.get('/api/account/notifications')));
      await page.goto(`/plans/${plan.id}`);
      const card = page.getByRole('region', { name: plan.planData!.challenges[2]!.title });
      await card.getByText(WEEK_WORDS.currentLabel(3, true)).waitFor();
      const rhythm = card.getByTestId('weekly-rhythm');
      const nextDay = sentDay(new Date(new Date(sent2.createdAt).getTime() + 7 * 86_400_000).toISOString());
      expect(await rhythm.textContent()).toContain(`${WEEK_WORDS.rhythm} ${WEEK_WORDS.nextFits(3, nextDay)}`);
      const reminderWords = reminder.weeklyReminder ? WEEK_WORDS.reminderOn(WEEKDAY_NAMES[reminder.reminderWeekday - 1]!, '') : WEEK_WORDS.reminderOff;
      await rhythm.getByText(reminderWords.replace(/ at \.$/, ''), { exact: false }).waitFor();
      const timeline = page.getByRole('region', { name: 'All Challenges' });
      for (const sent of [sent1, sent2] satisfies Submission[]) {
        await timeline
          .getByRole('listitem')
          .nth(sent.weekNumber - 1)
          .getByText(WEEK_WORDS.sentOn(sentDay(sent.createdAt)))
          .waitFor();
      }
      // The checkpoints count drawings, not weeks.
      await page.getByRole('tab', { name: 'Progress' }).click();
      await page.getByText('Opens after 4 drawings with feedback (2 so far)').waitFor();
      await page.getByRole('tab', { name: 'Challenges' }).click();
      await card.waitFor();
      await closeToasts(page);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `week-rhythm-plan-${name}`);

      // The gallery shows each drawing's day.
      await page.getByRole('tab', { name: 'Gallery' }).click();
      await page
        .getByRole('button', { name: /^Open Week 2 drawing/ })
        .getByText(sentDay(sent2.createdAt))
        .waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `week-rhythm-gallery-${name}`);
      await context.close();
    },
    240_000,
  );

  it('the preparation and session tabs are in the address too', async () => {
    const context = await newContext(setup.browser);
    await signUpAndSignIn(context);
    const plan = await setUpPlan(context, 'Mia');
    const page = await context.newPage();
    await page.goto(`/challenge-preparation/${plan.id}/1?tab=examples`);
    await page.getByRole('tab', { name: 'Examples/Variations', selected: true }).waitFor();
    await page.getByRole('tab', { name: 'Preparation Tips' }).click();
    await page.waitForURL((url) => !url.search.includes('tab='));

    await page.goto(`/challenge-interactive/${plan.id}/1?tab=recording`);
    await page.getByRole('tab', { name: 'Recording', selected: true }).waitFor();
    expect(await page.locator('input[name="recording-files"]').getAttribute('accept')).toBe('audio/*');
    expect(await page.getByTestId('recording-notice').textContent()).toContain(RECORDING_WORDS.wordsNotUsed);
    await page.getByRole('tab', { name: 'Notes' }).click();
    await page.waitForURL(/\?tab=notes$/);
    await page.reload();
    await page.getByRole('tab', { name: 'Notes', selected: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  }, 120_000);
});
