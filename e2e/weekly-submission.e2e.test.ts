import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { SUBMISSION_MESSAGES } from '../contracts/submissions.ts';
import { figureDrawing } from '../test/drawings.ts';
import { axeViolations, baseURL, browserWithDrawing, closeToasts, newContext, screenshot, signUpAndSignIn } from './browser.ts';
import { waitForText } from './plans-helpers.ts';
import { setUpPlan } from './weekly-helpers.ts';

const setup = browserWithDrawing(figureDrawing);

/** A signed-in parent with a paid, set-up plan, on that plan's submission screen for `week`. */
async function onSubmitScreen(week: number, desktop = false): Promise<{ context: BrowserContext; page: Page; planId: string }> {
  const context = await newContext(setup.browser, { desktop });
  await signUpAndSignIn(context);
  const plan = await setUpPlan(context, 'Mia');
  const page = await context.newPage();
  await page.goto(`/plans/${plan.id}/submit/${week}`);
  const title = plan.planData?.challenges.find((c) => c.week === week)?.title ?? '';
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  return { context, page, planId: plan.id };
}

const chooseDrawing = (page: Page, buffer: Buffer, name = 'mia-week-1.png') =>
  page.locator('input[name="images"]').setInputFiles({ name, mimeType: 'image/png', buffer });

/** Ratings are labels around visually hidden radios, as a parent taps them. */
async function rate(page: Page, row: string, option: string) {
  const group = page.getByRole('group', { name: row });
  await group.locator('label', { hasText: option }).click();
  expect(await group.getByRole('radio', { name: new RegExp(option) }).isChecked()).toBe(true);
}

describe('the weekly challenge submission and its results', () => {
  it.each([
    ['mobile', false],
    ['desktop', true],
  ])(
    'photo + observations → Submit → results with the evaluated feedback (%s)',
    async (name, desktop) => {
      const { context, page, planId } = await onSubmitScreen(1, desktop);
      expect(await page.getByText('Tips for a great photo').isVisible()).toBe(true);
      expect(await page.locator('input[name="camera-photo"]').getAttribute('capture')).toBe('environment');
      expect(await page.getByRole('link', { name: 'Back to Progress' }).getAttribute('href')).toBe(`/plans/${planId}`);
      expect(await page.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe(`/plans/${planId}`);

      await chooseDrawing(page, setup.drawing);
      await page.getByAltText('Photo 1: mia-week-1.png').waitFor();
      // Issue 32: one question before the ratings; "Something else" asks what was drawn instead.
      const followed = page.getByRole('group', { name: /Did the drawing follow this week’s challenge\?/ });
      await followed.locator('label', { hasText: 'Something else' }).click();
      await page.getByLabel(/What did your child draw instead\?/).fill('a cat');
      await followed.locator('label', { hasText: 'Partly' }).click();
      expect(await page.getByLabel(/What did your child draw instead\?/).count()).toBe(0);
      await rate(page, "Child's Mood", 'Happy');
      await rate(page, 'Your Mood', 'Excited');
      await rate(page, "Child's Enjoyment", 'Great');
      await rate(page, 'Difficulty Level', 'Just Right');
      await page.getByLabel('Time spent').selectOption('20-30');
      await page.getByLabel(/Where did your child need help/).fill('Drawing the arms');
      await page.getByLabel(/Specific observations/).fill('Mia drew fingers for the first time');
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `weekly-submit-${name}`);

      await page.getByRole('button', { name: 'Submit Challenge' }).click();
      await waitForText(page, 'Success!');
      await waitForText(page, SUBMISSION_MESSAGES.submitted);
      await page.waitForURL(/\/challenge-results\/[0-9a-f-]+$/, { timeout: 10_000 });
      const submissionId = page.url().split('/').pop() ?? '';

      // Issue 32: the Feedback tab opens first — the drawing, what it shows, the challenge's goals.
      await page.getByRole('tab', { name: 'Feedback', selected: true }).waitFor();
      expect(await page.getByRole('link', { name: 'Back to Plan' }).getAttribute('href')).toBe(`/plans/${planId}`);
      const goals = page.getByTestId('challenge-goals');
      await goals.waitFor({ timeout: 30_000 });
      expect(await goals.getByRole('heading', { name: /^Challenge goals shown: \d of \d$/ }).isVisible()).toBe(true);
      const goalLines = await goals.getByRole('listitem').allTextContents();
      expect(goalLines.length).toBeGreaterThan(0);
      for (const line of goalLines) expect(line).toMatch(/— (Seen|Not seen|A photo can’t show this)/);
      expect(goalLines.some((line) => line.includes('A photo can’t show this'))).toBe(true);
      expect(await page.getByRole('heading', { name: 'What the drawing shows' }).isVisible()).toBe(true);
      // The photos come from their own request and the image has no size until it has loaded: wait for it.
      await page.getByAltText('Submitted drawing 1').waitFor({ timeout: 30_000 });
      // The drawing comes before what it shows, and the goals before the rest of the feedback.
      const top = async (locator: ReturnType<Page['locator']>) => (await locator.boundingBox())?.y ?? Number.NaN;
      expect(await top(page.getByAltText('Submitted drawing 1'))).toBeLessThan(await top(goals));
      expect(await top(goals)).toBeLessThan(await top(page.getByRole('heading', { name: 'Overall Feedback' })));
      expect(await page.getByText('Drawing age').first().isVisible()).toBe(true);
      expect(await page.locator('main').textContent()).not.toMatch(/cognitive age|at their own pace|Effort and progress/i);
      expect(
        await page
          .getByText(/not a diagnosis/)
          .first()
          .isVisible(),
      ).toBe(true);
      await closeToasts(page);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `weekly-results-feedback-${name}`);
      await goals.scrollIntoViewIfNeeded();
      await screenshot(page, `weekly-results-goals-${name}`);

      // Your notes: the answer, the ratings as labelled bars and the parent's words.
      await page.getByRole('tab', { name: 'Your notes' }).click();
      expect(await page.getByText('Partly', { exact: true }).isVisible()).toBe(true);
      expect(await page.getByRole('meter', { name: "Child's Mood" }).getAttribute('aria-valuetext')).toBe('4 of 5, Happy');
      expect(await page.getByText('3/5 · Just Right').isVisible()).toBe(true);
      expect(await page.getByText('20–30 minutes').isVisible()).toBe(true);
      expect(await page.getByText('Mia drew fingers for the first time').isVisible()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `weekly-results-notes-${name}`);

      await page.getByRole('tab', { name: 'Voice Recordings' }).click();
      await page.getByRole('heading', { name: 'No voice recordings' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      const stored = await (await context.request.get(`/api/submissions/${submissionId}`)).json();
      expect(stored).toMatchObject({
        childMood: '4',
        parentMood: '5',
        activityEnjoyment: '4',
        difficultyLevel: '3',
        timeSpent: '20-30',
        parentNotes: null,
        followedChallenge: 'partly',
        drewInstead: null,
      });
      await context.close();
    },
    150_000,
  );

  it('rejects a photo over 10MB in the browser and asks for at least one image', async () => {
    const { context, page } = await onSubmitScreen(1);
    await page.getByRole('button', { name: 'Submit Challenge' }).click();
    await waitForText(page, SUBMISSION_MESSAGES.noImages);

    await chooseDrawing(page, Buffer.alloc(11 * 1024 * 1024, 1), 'huge-scan.png');
    await waitForText(page, SUBMISSION_MESSAGES.fileTooLargeTitle);
    await waitForText(page, SUBMISSION_MESSAGES.fileTooLarge('huge-scan.png'));
    expect(await page.getByRole('list', { name: 'Chosen photos' }).count()).toBe(0);

    await chooseDrawing(page, setup.drawing);
    await page.getByRole('button', { name: 'Remove mia-week-1.png' }).click();
    expect(await page.getByAltText('Photo 1: mia-week-1.png').count()).toBe(0);
    await context.close();
  });

  it('shows the server’s message for a week that is not open yet', async () => {
    const { context, page } = await onSubmitScreen(3);
    await chooseDrawing(page, setup.drawing);
    await page.getByRole('button', { name: 'Submit Challenge' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: SUBMISSION_MESSAGES.weekLocked(1) })
      .waitFor();
    expect(page.url()).toBe(`${baseURL()}${new URL(page.url()).pathname}`);
    expect(page.url()).toMatch(/\/submit\/3$/);
    await closeToasts(page);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'weekly-submit-locked-mobile');
    await context.close();
  });

  it('says "Submission not found" for an unknown submission and sends the parent to /dashboard without parameters', async () => {
    const context = await newContext(setup.browser);
    await signUpAndSignIn(context);
    const page = await context.newPage();
    await page.goto('/challenge-results/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { name: 'Submission not found' }).waitFor();
    expect(await page.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/submit-challenge');
    await page.waitForURL(`${baseURL()}/dashboard`);
    await context.close();
  });
});
