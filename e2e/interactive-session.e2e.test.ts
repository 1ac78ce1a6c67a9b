import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../scripts/find-chromium.ts';
import { figureDrawing } from '../test/drawings.ts';
import { axeViolations, baseURL, closeToasts, newContext, screenshot } from './browser.ts';
import { signedInPage, waitForText } from './plans-helpers.ts';
import { setUpPlan } from './weekly-helpers.ts';

/**
 * browser.ts's launcher with Chromium's fake microphone: it answers getUserMedia with a beeping
 * test signal and accepts the permission prompt, so MediaRecorder records real webm audio.
 */
function launchWithFakeMicrophone(): Promise<Browser> {
  return chromium.launch({
    executablePath: inject('chromiumPath'),
    headless: true,
    args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  });
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchWithFakeMicrophone();
});
afterAll(async () => browser?.close());

const tab = (page: Page, name: string) => page.getByRole('tab', { name });
const finishButton = (page: Page) => page.getByRole('button', { name: 'Finish and Upload Everything' });

/** Start, let the fake microphone beep for a couple of seconds, stop. */
async function record(page: Page, seconds: number) {
  await page.getByRole('button', { name: 'Start Recording' }).click();
  await page.getByRole('button', { name: 'Stop Recording' }).waitFor();
  await expect.poll(() => page.getByRole('timer').innerText(), { timeout: 10_000 }).toBe(`00:0${seconds}`);
  await page.getByRole('button', { name: 'Stop Recording' }).click();
  await page.getByRole('button', { name: 'Start Recording' }).waitFor();
}

describe('the interactive session', () => {
  it('desktop: the QR code of this page; two recordings and a photo → submitted → the results play them', async () => {
    const { context, page } = await signedInPage(browser, { desktop: true });
    await context.grantPermissions(['microphone'], { origin: baseURL() });
    const plan = await setUpPlan(context, 'Mia');
    const week1 = plan.planData!.challenges.find((c) => c.week === 1)!;

    // No week in the address: week 1.
    await page.goto(`/challenge-interactive/${plan.id}`);
    await page.getByRole('heading', { level: 1, name: 'Interactive Session: Week 1' }).waitFor();
    expect(await page.getByText(week1.instructions[0]!, { exact: true }).isVisible()).toBe(true);
    const qr = page.getByTestId('session-qr-code');
    await qr.waitFor();
    expect(await qr.getAttribute('width')).toBe('140');
    expect(await finishButton(page).isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'interactive-challenge-desktop');

    await tab(page, 'Recording').click();
    await record(page, 2);
    await record(page, 2);
    const recordings = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Remove Recording/ }) });
    await expect.poll(() => recordings.count()).toBe(2);
    // Play and pause the first one before it goes anywhere.
    await page.getByRole('button', { name: 'Play Recording 1' }).click();
    await page.getByRole('button', { name: 'Pause Recording 1' }).waitFor();
    await page.getByRole('button', { name: 'Pause Recording 1' }).click();
    await page.getByRole('button', { name: 'Play Recording 1' }).waitFor();
    expect(await finishButton(page).isDisabled()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'interactive-recording-desktop');

    await tab(page, 'Pictures').click();
    await page.locator('input[name="session-photos"]').setInputFiles({ name: 'halfway.png', mimeType: 'image/png', buffer: await figureDrawing() });
    await page.getByAltText('Progress photo 1').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await tab(page, 'Notes').click();
    await page.getByRole('radio', { name: '4 – Happy' }).first().check({ force: true });
    await page.getByLabel('Time spent').selectOption('10-20');
    await page.getByLabel(/Specific observations/).fill('She talked about the big swoosh the whole time.');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'interactive-notes-desktop');

    await finishButton(page).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByText('2 recordings, kept for you to listen to', { exact: true }).isVisible()).toBe(true);
    expect(await dialog.getByText('1 photo', { exact: true }).isVisible()).toBe(true);
    expect(await dialog.getByText(/stored with the week and sent for evaluation/).isVisible()).toBe(true);
    expect(await dialog.getByText(/cannot be undone/).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'interactive-confirm-desktop');

    await dialog.getByRole('button', { name: 'Submit for Evaluation' }).click();
    await page.waitForURL(/\/challenge-results\/[0-9a-f-]+$/, { timeout: 30_000 });
    await waitForText(page, 'Session uploaded and evaluation started');
    const submissionId = new URL(page.url()).pathname.split('/').pop()!;

    const submission = (await (await context.request.get(`/api/submissions/${submissionId}`)).json()) as {
      source: string;
      childMood: string | null;
      timeSpent: string | null;
      images: unknown[];
    };
    expect(submission).toMatchObject({ source: 'interactive', timeSpent: '10-20' });
    expect(submission.images).toHaveLength(1);

    await page.getByRole('tab', { name: 'Voice Recordings' }).click();
    await page.getByRole('button', { name: 'Play Recording 2' }).waitFor({ timeout: 15_000 });
    const players = page.locator('audio');
    expect(await players.count()).toBe(2);
    for (const src of await players.evaluateAll((els) => els.map((el) => (el as HTMLAudioElement).src))) {
      const response = await context.request.get(src, { headers: { range: 'bytes=0-' } });
      expect([200, 206]).toContain(response.status());
      expect(response.headers()['content-type']).toMatch(/^audio\//);
      expect((await response.body()).length).toBeGreaterThan(1000);
    }
    // The browser really decodes and plays the first one.
    await page.getByRole('button', { name: 'Play Recording 1' }).click();
    await expect
      .poll(
        () =>
          players.first().evaluate((el) => {
            const a = el as HTMLAudioElement;
            return a.readyState >= 2 && a.currentTime > 0;
          }),
        { timeout: 10_000 },
      )
      .toBe(true);
    await closeToasts(page);
    await screenshot(page, 'interactive-results-recordings-desktop');
    await context.close();
  });

  it('mobile: no QR code; the finish button waits for something to send; axe', async () => {
    const { context, page } = await signedInPage(browser);
    await context.grantPermissions(['microphone'], { origin: baseURL() });
    const plan = await setUpPlan(context, 'Noah');

    await page.goto(`/challenge-interactive/${plan.id}/1`);
    await page.getByRole('heading', { level: 1, name: 'Interactive Session: Week 1' }).waitFor();
    expect(await page.getByTestId('session-qr-code').count()).toBe(0);
    expect(await finishButton(page).isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'interactive-challenge-mobile');

    await tab(page, 'Recording').click();
    await record(page, 1);
    expect(await finishButton(page).isDisabled()).toBe(false);
    await page.getByRole('button', { name: 'Remove Recording 1' }).click();
    expect(await finishButton(page).isDisabled()).toBe(true);
    await record(page, 1);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'interactive-recording-mobile');

    await tab(page, 'Pictures').click();
    await page.locator('input[name="session-photos"]').setInputFiles({ name: 'done.png', mimeType: 'image/png', buffer: await figureDrawing() });
    await page.getByAltText('Progress photo 1').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'interactive-pictures-mobile');

    await finishButton(page).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByText('1 recording, kept for you to listen to', { exact: true }).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await dialog.count()).toBe(0);

    await page.goto(`/challenge-interactive/${plan.id}/27`);
    await page.getByRole('heading', { name: 'Challenge not found' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('a signed-out visitor is sent to sign in with the session as the return path', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/challenge-interactive/some-plan/3');
    await page.waitForURL(/\/sign-in\?returnTo=/, { timeout: 10_000 });
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/challenge-interactive/some-plan/3');
    await context.close();
  });
});
