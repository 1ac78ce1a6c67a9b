import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium, type Browser, type Dialog, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../scripts/find-chromium.ts';
import { figureDrawing } from '../test/drawings.ts';
import { axeViolations, baseURL, closeToasts, screenshot } from './browser.ts';
import { signedInPage, waitForText } from './plans-helpers.ts';
import { setUpPlan } from './weekly-helpers.ts';

/**
 * Issue 19: nothing a parent made is lost before it is sent. Photos, recordings and notes are
 * kept in the browser's IndexedDB (web/lib/draft-store.ts) through a reload, leaving asks first,
 * and the weekly upload's progress stays on a phone's screen. Phone-sized (390 × 844) throughout.
 */

let browser: Browser;
let drawing: Buffer;
beforeAll(async () => {
  // Chromium's fake microphone answers getUserMedia with a test tone and accepts the prompt.
  const fakeMicrophone = ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'];
  browser = await chromium.launch({ executablePath: inject('chromiumPath'), headless: true, args: [...CHROMIUM_ARGS, ...fakeMicrophone] });
  drawing = await figureDrawing();
});
afterAll(async () => browser?.close());

type KeptDraft = { key: string; images: number[]; recordings: number[]; photos: number; observations: Record<string, string> };

/** What the page's origin keeps in IndexedDB right now, read as the app stored it (blob sizes, not blobs). */
function keptDrafts(page: Page): Promise<KeptDraft[]> {
  return page.evaluate(
    () =>
      new Promise<KeptDraft[]>((resolve, reject) => {
        const open = indexedDB.open('kritzel-drafts');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('drafts')) {
            // Opened before the app made it: leave no empty database behind for the app to trip on.
            db.close();
            indexedDB.deleteDatabase('kritzel-drafts');
            resolve([]);
            return;
          }
          const store = db.transaction('drafts').objectStore('drafts');
          const keys = store.getAllKeys();
          const records = store.getAll();
          records.onsuccess = () => {
            db.close();
            type Stored = { images?: { blob: Blob }[]; recordings?: { blob: Blob }[]; photos?: unknown[]; observations: Record<string, string> };
            resolve(
              records.result.map((record: { value: Stored }, i) => ({
                key: String(keys.result[i]),
                images: (record.value.images ?? []).map((image) => image.blob.size),
                recordings: (record.value.recordings ?? []).map((recording) => recording.blob.size),
                photos: (record.value.photos ?? []).length,
                observations: record.value.observations,
              })),
            );
          };
        };
      }),
  );
}

/** Reloads, answering the browser's "Leave site?" question with Leave; returns that question's kind. */
async function reloadThroughWarning(page: Page): Promise<string> {
  const asked = new Promise<Dialog>((resolve) => page.once('dialog', resolve));
  const reloaded = page.reload();
  const dialog = await asked;
  const kind = dialog.type();
  await dialog.accept();
  await reloaded;
  return kind;
}

/** Counts every browser dialog (beforeunload included) from now on, accepting each. */
function countBrowserDialogs(page: Page): { count: number } {
  const seen = { count: 0 };
  page.on('dialog', (dialog) => {
    seen.count += 1;
    void dialog.accept();
  });
  return seen;
}

const leaveDialog = (page: Page) => page.getByRole('dialog', { name: 'Leave without sending?' });
const keptNote = (page: Page) => page.getByRole('status').filter({ hasText: 'from earlier' });

/** The image has really loaded (not a broken blob URL). */
const imageLoaded = (page: Page, alt: string) =>
  page.getByAltText(alt).evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0);

describe('drafts: nothing is lost before it is sent', () => {
  it('interactive session: a recording, a photo and notes survive a reload, leaving asks first, the upload clears the draft', async () => {
    const { context, page } = await signedInPage(browser);
    await context.grantPermissions(['microphone'], { origin: baseURL() });
    const plan = await setUpPlan(context, 'Mia');
    await page.goto(`/challenge-interactive/${plan.id}/1`);
    await page.getByRole('heading', { level: 1, name: 'Interactive Session: Week 1' }).waitFor();
    expect(await keptNote(page).count()).toBe(0);

    await page.getByRole('tab', { name: 'Recording' }).click();
    await page.getByRole('button', { name: 'Start Recording' }).click();
    await expect.poll(() => page.getByRole('timer').innerText(), { timeout: 10_000 }).toBe('00:02');
    await page.getByRole('button', { name: 'Stop Recording' }).click();
    await page.getByRole('button', { name: 'Play Recording 1' }).waitFor();
    await page.getByRole('tab', { name: 'Pictures' }).click();
    await page.locator('input[name="session-photos"]').setInputFiles({ name: 'halfway.png', mimeType: 'image/png', buffer: drawing });
    await page.getByAltText('Progress photo 1').waitFor();
    await page.getByRole('tab', { name: 'Notes' }).click();
    await page.getByLabel(/Specific observations/).fill('She told a story about a dragon.');

    // Kept in IndexedDB, the recording as real audio bytes.
    await expect
      .poll(async () => (await keptDrafts(page)).find((d) => d.key.endsWith(`/${plan.id}/1/interactive`)), { timeout: 10_000 })
      .toMatchObject({ photos: 1, observations: { specificObservations: 'She told a story about a dragon.' } });
    const [kept] = await keptDrafts(page);
    expect(kept?.recordings).toHaveLength(1);
    expect(kept?.recordings[0]).toBeGreaterThan(1000);

    // A reload asks first (beforeunload), then brings everything back and says so.
    expect(await reloadThroughWarning(page)).toBe('beforeunload');
    await page.getByRole('heading', { level: 1, name: 'Interactive Session: Week 1' }).waitFor();
    await keptNote(page).waitFor();
    expect(await keptNote(page).innerText()).toContain('We kept 1 recording, 1 photo and your notes from earlier.');
    expect(await page.getByText('1 recording · 1 photo', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Finish and Upload Everything' }).isEnabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'drafts-interactive-restored-mobile');

    await page.getByRole('tab', { name: 'Recording' }).click();
    await page.getByRole('button', { name: 'Play Recording 1' }).click();
    await page.getByRole('button', { name: 'Pause Recording 1' }).waitFor();
    await page.getByRole('button', { name: 'Pause Recording 1' }).click();
    await page.getByRole('tab', { name: 'Pictures' }).click();
    expect(await imageLoaded(page, 'Progress photo 1')).toBe(true);
    await page.getByRole('tab', { name: 'Notes' }).click();
    expect(await page.getByLabel(/Specific observations/).inputValue()).toBe('She told a story about a dragon.');

    // An in-app link asks in a dialog; "Keep working" stays.
    await page.getByRole('link', { name: 'Back to Plan' }).click();
    await leaveDialog(page).waitFor();
    expect(await leaveDialog(page).innerText()).toContain('We keep your recordings, photos and notes on this device');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'drafts-leave-dialog-mobile');
    await leaveDialog(page).getByRole('button', { name: 'Keep working' }).click();
    expect(await leaveDialog(page).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe(`/challenge-interactive/${plan.id}/1`);

    // The restored recording and photo are what gets uploaded; the draft goes with the upload.
    await page.getByRole('button', { name: 'Finish and Upload Everything' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Submit for Evaluation' }).click();
    await page.waitForURL(/\/challenge-results\/[0-9a-f-]+$/, { timeout: 30_000 });
    await waitForText(page, 'Session uploaded and evaluation started');
    const submissionId = new URL(page.url()).pathname.split('/').pop()!;
    const submission = (await (await context.request.get(`/api/submissions/${submissionId}`)).json()) as { source: string; images: unknown[] };
    expect(submission).toMatchObject({ source: 'interactive' });
    expect(submission.images).toHaveLength(1);
    const sessions = (await (await context.request.get(`/api/interactive-sessions/${plan.id}?weekNumber=1`)).json()) as {
      submissionId: string;
      audio: unknown[];
    }[];
    expect(sessions.find((session) => session.submissionId === submissionId)?.audio).toHaveLength(1);
    expect(await keptDrafts(page)).toEqual([]);
    await context.close();
  });

  it('weekly submission: photo and observations survive a reload and a link away; Start fresh deletes them', async () => {
    const { context, page } = await signedInPage(browser);
    const plan = await setUpPlan(context, 'Noah');
    const submitPath = `/plans/${plan.id}/submit/1`;
    await page.goto(submitPath);
    await page.getByRole('button', { name: 'Submit Challenge' }).waitFor();

    await page.locator('input[name="images"]').setInputFiles({ name: 'noah-week-1.png', mimeType: 'image/png', buffer: drawing });
    await page.getByAltText('Photo 1: noah-week-1.png').waitFor();
    await page.getByRole('group', { name: "Child's Mood" }).locator('label', { hasText: 'Happy' }).click();
    await page.getByLabel(/Specific observations/).fill('Noah drew a sun with a face');
    await expect
      .poll(async () => (await keptDrafts(page)).find((d) => d.key.endsWith(`/${plan.id}/1/weekly`)), { timeout: 10_000 })
      .toMatchObject({ images: [drawing.length], observations: { childMood: '4', specificObservations: 'Noah drew a sun with a face' } });

    expect(await reloadThroughWarning(page)).toBe('beforeunload');
    await keptNote(page).waitFor();
    expect(await keptNote(page).innerText()).toContain('We kept 1 photo and your notes from earlier.');
    await page.getByAltText('Photo 1: noah-week-1.png').waitFor();
    expect(await imageLoaded(page, 'Photo 1: noah-week-1.png')).toBe(true);
    expect(await page.getByRole('group', { name: "Child's Mood" }).getByRole('radio', { name: /Happy/ }).isChecked()).toBe(true);
    expect(await page.getByLabel(/Specific observations/).inputValue()).toBe('Noah drew a sun with a face');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'drafts-weekly-restored-mobile');

    // Cancel asks, Keep working stays; Back to Progress asks, Leave goes, and coming back restores.
    await page.getByRole('link', { name: 'Cancel' }).click();
    await leaveDialog(page).getByRole('button', { name: 'Keep working' }).click();
    expect(new URL(page.url()).pathname).toBe(submitPath);
    await page.getByRole('link', { name: 'Back to Progress' }).click();
    await leaveDialog(page).getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL(`${baseURL()}/plans/${plan.id}`);
    await page.goBack();
    await keptNote(page).waitFor();
    await page.getByAltText('Photo 1: noah-week-1.png').waitFor();

    // Start fresh asks, then empties the form and the draft; a reload then neither asks nor restores.
    await keptNote(page).getByRole('button', { name: 'Start fresh' }).click();
    const confirm = page.getByRole('dialog', { name: 'Start fresh?' });
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Delete them' }).click();
    expect(await page.getByAltText('Photo 1: noah-week-1.png').count()).toBe(0);
    expect(await page.getByLabel(/Specific observations/).inputValue()).toBe('');
    await expect.poll(() => keptDrafts(page), { timeout: 5_000 }).toEqual([]);
    const dialogs = countBrowserDialogs(page);
    await page.reload();
    await page.getByRole('button', { name: 'Submit Challenge' }).waitFor();
    expect(dialogs.count).toBe(0);
    expect(await keptNote(page).count()).toBe(0);
    await context.close();
  });

  it("the browser's Back button asks too: Keep working stays with the photo, Leave goes back", async () => {
    const { context, page } = await signedInPage(browser);
    const plan = await setUpPlan(context, 'Noah');
    await page.goto(`/plans/${plan.id}`);
    await page.goto(`/plans/${plan.id}/submit/1`);
    await page.getByRole('button', { name: 'Submit Challenge' }).waitFor();
    await page.locator('input[name="images"]').setInputFiles({ name: 'noah-week-1.png', mimeType: 'image/png', buffer: drawing });
    await page.getByAltText('Photo 1: noah-week-1.png').waitFor();

    await page.goBack();
    await leaveDialog(page).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await leaveDialog(page).getByRole('button', { name: 'Keep working' }).click();
    expect(new URL(page.url()).pathname).toBe(`/plans/${plan.id}/submit/1`);
    expect(await page.getByAltText('Photo 1: noah-week-1.png').isVisible()).toBe(true);

    await page.goBack();
    await leaveDialog(page).getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL(`${baseURL()}/plans/${plan.id}`);
    await context.close();
  });

  it('logging out forgets every unsent draft, so the next person at a shared computer finds none', async () => {
    const { context, page } = await signedInPage(browser);
    const plan = await setUpPlan(context, 'Noah');
    await page.goto(`/plans/${plan.id}/submit/1`);
    await page.getByRole('button', { name: 'Submit Challenge' }).waitFor();
    await page.locator('input[name="images"]').setInputFiles({ name: 'noah-week-1.png', mimeType: 'image/png', buffer: drawing });
    await expect.poll(async () => (await keptDrafts(page)).length, { timeout: 10_000 }).toBe(1);

    await page.getByRole('link', { name: 'Back to Progress' }).click();
    await leaveDialog(page).getByRole('button', { name: 'Leave' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/plans'));
    expect(await page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name))).not.toContain('kritzel-drafts');
    await context.close();
  });

  it('weekly upload on a phone: the progress bar stays on screen while the photos go out; the draft goes with them', async () => {
    const { context, page } = await signedInPage(browser);
    const plan = await setUpPlan(context, 'Lea');
    await page.goto(`/plans/${plan.id}/submit/1`);
    await page.locator('input[name="images"]').setInputFiles({ name: 'lea-week-1.png', mimeType: 'image/png', buffer: drawing });
    await page.getByAltText('Photo 1: lea-week-1.png').waitFor();
    await page.getByLabel(/Specific observations/).fill('Lea used four colours');
    await expect.poll(async () => (await keptDrafts(page)).length, { timeout: 10_000 }).toBe(1);

    // The upload is held until the test has looked: a slow phone connection.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/challenges/submit', async (route) => {
      await held;
      await route.continue();
    });

    await page.getByRole('button', { name: 'Submit Challenge' }).click();
    const progress = page.getByRole('progressbar', { name: 'Upload progress' });
    await progress.waitFor();
    // Wherever the parent scrolls, the bar is on screen and nothing covers it.
    for (const top of [0, 600]) {
      await page.evaluate((y) => window.scrollTo(0, y), top);
      const box = await progress.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.y).toBeGreaterThanOrEqual(0);
      expect(box!.y + box!.height).toBeLessThanOrEqual(844);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      expect(
        await progress.evaluate((bar) => {
          const { x, y, width, height } = bar.getBoundingClientRect();
          return bar.contains(document.elementFromPoint(x + width / 2, y + height / 2));
        }),
      ).toBe(true);
    }
    expect(Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(0);
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: /Uploading your photos|saving your submission/ })
        .count(),
    ).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: '.tmp/screenshots/drafts-weekly-upload-progress-mobile.png' });

    release();
    await page.waitForURL(/\/challenge-results\/[0-9a-f-]+$/, { timeout: 15_000 });
    await closeToasts(page);
    expect(await keptDrafts(page)).toEqual([]);
    await context.close();
  });
});
