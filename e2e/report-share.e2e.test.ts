import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Checkpoint } from '../contracts/checkpoints.ts';
import { REPORT_LIMITS, REPORT_MESSAGES, REPORT_WORDS } from '../contracts/reports.ts';
import { axeViolations, baseURL, launchBrowser, newContext, signUpAndSignIn } from './browser.ts';
import { waitForText } from './plans-helpers.ts';
import { completeWeeks, ok, setUpPlan } from './weekly-helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/share-${name}.png`, fullPage: true });

describe('the paediatrician report and its share link', { timeout: 300_000 }, () => {
  it('downloads the checkpoint PDF, shares it, opens the link without an account, then turns it off', async () => {
    const context = await newContext(browser);
    const { email } = await signUpAndSignIn(context);
    const plan = await setUpPlan(context, 'Mia');
    await completeWeeks(context, plan.id, 4);
    await ok(
      'evaluate checkpoint 1',
      await context.request.post('/api/cognitive-checkpoints/evaluate', { headers: { origin: baseURL() }, data: { planId: plan.id, checkpointNumber: 1 } }),
    );
    for (let tries = 0; ; tries++) {
      const list = await ok<Checkpoint[]>('checkpoints', await context.request.get(`/api/cognitive-checkpoints/${plan.id}`));
      if (list[0]?.status === 'completed') break;
      if (tries > 120) throw new Error(`checkpoint 1 not completed: ${JSON.stringify(list[0])}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }

    const page = await context.newPage();
    await page.goto(`/plans/${plan.id}`);
    await page.getByRole('tab', { name: 'Progress' }).click();
    const download = page.getByRole('link', { name: 'Download the checkpoint 1 report (PDF)' });
    await download.waitFor();
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toBe('Mia-checkpoint-1-report.pdf');
    const pdfPath = '/tmp/share-report.pdf';
    await file.saveAs(pdfPath);
    expect(execFileSync('/usr/bin/pdfinfo', [pdfPath], { encoding: 'utf8' })).toMatch(/Pages:\s+[1-9]/);
    const text = execFileSync('/usr/bin/pdftotext', [pdfPath, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toContain('Mia — Checkpoint 1 report');
    expect(text).toContain(REPORT_LIMITS.notADiagnosis);
    // Issue 35: written for the doctor the parent sends it to — Mia by name, never "your child".
    expect(text).toContain(REPORT_WORDS.comparedWith('Mia'));
    expect(text).not.toMatch(/\byour?\b/i);
    expect(text).not.toContain(email);
    fs.rmSync(pdfPath);

    // Share: a 7-day link, copied from the dialog.
    await page.getByRole('button', { name: 'Share the checkpoint 1 report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share the checkpoint 1 report' });
    await dialog.getByText('You have not shared this report yet.').waitFor();
    await dialog.getByLabel('Link works for').selectOption('7');
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const linkField = dialog.getByLabel(/Your link/);
    await linkField.waitFor();
    const link = await linkField.inputValue();
    expect(link).toMatch(/\/shared\/[A-Za-z0-9_-]{43}$/);
    await dialog.getByText(/Works until .* · Not opened yet/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'dialog');

    // A fresh browser context: no cookies, no account.
    const stranger = await newContext(browser, { desktop: true });
    const shared = await stranger.newPage();
    const answer = await shared.goto(new URL(link).pathname);
    expect(answer?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await shared.getByRole('heading', { level: 1, name: 'Mia — Checkpoint 1 report' }).waitFor();
    expect(await shared.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    await shared.getByRole('columnheader', { name: 'Estimated drawing age (range)' }).waitFor();
    expect(await shared.getByText(/\(range \d+ y/).count()).toBeGreaterThan(0);
    await shared.getByRole('columnheader', { name: REPORT_WORDS.comparedWith('Mia') }).waitFor();
    expect(await shared.locator('main').innerText()).not.toMatch(/\byour?\b/i);
    expect(await shared.content()).not.toContain(email);
    expect(await axeViolations(shared)).toEqual([]);
    await shot(shared, 'page-desktop');
    const [sharedPdf] = await Promise.all([shared.waitForEvent('download'), shared.getByRole('link', { name: 'Download PDF' }).click()]);
    expect(sharedPdf.suggestedFilename()).toBe('Mia-checkpoint-1-report.pdf');
    const phone = await (await newContext(browser)).newPage();
    await phone.goto(new URL(link).pathname);
    await phone.getByRole('heading', { level: 1, name: 'Mia — Checkpoint 1 report' }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(phone, 'page-mobile');

    // The parent sees the openings, then turns the link off.
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Share the checkpoint 1 report' }).click();
    await dialog.getByText(/Opened 3 times/).waitFor();
    expect(
      await dialog
        .getByRole('list', { name: 'Openings' })
        .getByText(/Chrome on Linux/)
        .count(),
    ).toBe(3);
    await dialog.getByRole('button', { name: /Turn off the link made/ }).click();
    await dialog.getByText(/Turned off/).waitFor();
    await waitForText(page, 'Link turned off');
    await shot(page, 'revoked');

    await shared.reload();
    await shared.getByRole('heading', { level: 1, name: 'This report cannot be opened' }).waitFor();
    await shared.getByText(REPORT_MESSAGES.shareRevoked).waitFor();
    expect(await axeViolations(shared)).toEqual([]);
    await shot(shared, 'gone');
    await stranger.close();
    await context.close();
  });
});
