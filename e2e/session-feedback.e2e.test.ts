import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../scripts/find-chromium.ts';
import { axeViolations, baseURL, closeToasts, screenshot } from './browser.ts';
import { signedInPage, waitForText } from './plans-helpers.ts';
import { setUpPlan, waitForEvaluation } from './weekly-helpers.ts';

// Issue 19, items 8 and 12: an interactive session with two recordings gets feedback that counts
// both, and the parent reads plain words — lengths as "less than a minute", and no word about
// what this server lacks for transcripts.

let browser: Browser;
beforeAll(async () => {
  // Chromium's fake microphone answers getUserMedia with a test tone, so MediaRecorder records real audio.
  browser = await chromium.launch({
    executablePath: inject('chromiumPath'),
    headless: true,
    args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  });
});
afterAll(async () => browser?.close());

async function record(page: Page) {
  await page.getByRole('button', { name: 'Start Recording' }).click();
  await page.getByRole('button', { name: 'Stop Recording' }).waitFor();
  await expect.poll(() => page.getByRole('timer').innerText(), { timeout: 10_000 }).toBe('00:02');
  await page.getByRole('button', { name: 'Stop Recording' }).click();
  await page.getByRole('button', { name: 'Start Recording' }).waitFor();
}

const OPERATOR_WORDS = /AI provider|this server|\d+ seconds/;

describe('feedback on an interactive session (phone)', () => {
  it('two recordings → the feedback counts two; lengths and transcripts in plain words', async () => {
    const { context, page } = await signedInPage(browser);
    await page.setViewportSize({ width: 360, height: 740 });
    await context.grantPermissions(['microphone'], { origin: baseURL() });
    const plan = await setUpPlan(context, 'Mia');

    await page.goto(`/challenge-interactive/${plan.id}/1`);
    await page.getByRole('heading', { level: 1, name: 'Interactive Session: Week 1' }).waitFor();
    await page.getByRole('tab', { name: 'Recording' }).click();
    await record(page);
    await record(page);
    const made = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Remove Recording/ }) });
    expect(await made.allInnerTexts()).toEqual([expect.stringContaining('less than a minute'), expect.stringContaining('less than a minute')]);
    await screenshot(page, 'session-feedback-recordings-mobile');

    await page.getByRole('button', { name: 'Finish and Upload Everything' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Submit for Evaluation' }).click();
    await page.waitForURL(/\/challenge-results\/[0-9a-f-]+$/, { timeout: 30_000 });
    const submissionId = new URL(page.url()).pathname.split('/').pop()!;
    expect((await waitForEvaluation(context, submissionId)).evaluationStatus).toBe('completed');
    await closeToasts(page);

    await page.getByRole('tab', { name: 'Feedback', selected: true }).waitFor();
    await waitForText(
      page,
      '2 recordings kept with this week — you can listen to them again under Voice Recordings. Talking about the picture while it grows builds vocabulary and planning.',
      30_000,
    );
    expect(await page.getByText(/No recordings/).count()).toBe(0);
    expect(await page.getByRole('main').innerText()).not.toMatch(OPERATOR_WORDS);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'session-feedback-analysis-mobile');

    await page.getByRole('tab', { name: 'Voice Recordings' }).click();
    await page.getByRole('button', { name: 'Play Recording 2' }).waitFor({ timeout: 15_000 });
    expect(await page.getByText('You can listen to this recording; a written transcript is not available.', { exact: true }).count()).toBe(2);
    expect(await page.getByText(/^Length less than a minute$/).count()).toBe(2);
    expect(await page.getByRole('main').innerText()).not.toMatch(OPERATOR_WORDS);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'session-feedback-voice-recordings-mobile');
    await context.close();
  });
});
