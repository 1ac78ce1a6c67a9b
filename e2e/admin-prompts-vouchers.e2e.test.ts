import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { AdminVoucher } from '../contracts/admin.ts';
import type { Prompt } from '../contracts/prompts.ts';
import {
  axeViolations,
  baseURL,
  E2E_ADMIN,
  launchBrowser,
  newContext,
  recordToasts,
  screenshot,
  seenToasts,
  signInAsAdmin,
  signUpAndSignIn,
} from './browser.ts';
import { waitForText } from './plans-helpers.ts';
import type { AdminPage } from '../contracts/admin-pages.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function adminPage(path: string, options: { desktop?: boolean } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, options);
  await signInAsAdmin(context);
  const page = await context.newPage();
  await page.goto(path);
  return { context, page };
}

async function fetchPrompt(context: BrowserContext, name: string): Promise<Prompt> {
  const res = await context.request.get('/api/admin/prompts');
  expect(res.status()).toBe(200);
  const prompt = ((await res.json()) as Prompt[]).find((p) => p.name === name);
  if (!prompt) throw new Error(`no prompt named ${name}`);
  return prompt;
}

describe('who may open the admin pages', () => {
  it('a parent gets "Access Denied" and is sent home', async () => {
    const context = await newContext(browser);
    await signUpAndSignIn(context);
    const page = await context.newPage();
    await page.goto('/admin/prompts');
    await waitForText(page, 'Access Denied');
    await waitForText(page, "You don't have permission to access this page");
    // Home for a signed-in parent is the dashboard, which "/" hands over to.
    await page.waitForURL((url) => !url.pathname.startsWith('/admin'));
    expect(['/', '/dashboard']).toContain(new URL(page.url()).pathname);
    expect(await context.request.get('/api/admin/prompts').then((r) => r.status())).toBe(403);
    await context.close();
  });

  it('a visitor gets "Unauthorized" and goes to the login, coming back to the vouchers afterwards', async () => {
    const context = await newContext(browser);
    // The toast shows for 500 ms before the full-page redirect; the page itself records it.
    await recordToasts(context);
    const page = await context.newPage();
    await page.goto('/admin/vouchers');
    await page.waitForURL(/\/sign-in\?returnTo=%2Fadmin%2Fvouchers$/);
    expect(await seenToasts(page)).toContainEqual(expect.stringMatching(/Unauthorized.*You need to be logged in to access this page/));
    await context.close();
  });
});

describe('AI Prompts', () => {
  it('edit → a new version → its diff in the history → restore → the text is back (mobile)', async () => {
    const { context, page } = await adminPage('/admin/prompts');
    const before = await fetchPrompt(context, 'conversation');
    await page.getByRole('heading', { level: 1, name: 'AI Prompts' }).waitFor();
    await page.getByRole('list', { name: 'AI providers on this server' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'admin-prompts-mobile');

    await page.getByRole('button', { name: /^Conversation/ }).click();
    await page.getByRole('heading', { level: 2, name: 'Conversation' }).waitFor();
    // No AI key on the e2e server: the prompt says what happens instead.
    await page.getByText(/No OpenAI key is set, so this task runs on the local analyser/).waitFor();
    const text = page.getByLabel('Prompt', { exact: true });
    expect(await text.inputValue()).toBe(before.prompt);
    expect(await page.getByRole('button', { name: 'Save Changes' }).count()).toBe(0);

    const added = 'Ask about {{CHALLENGE_TITLE}} first.';
    await text.fill(`${before.prompt}\n${added}`);
    await page.getByRole('tab', { name: 'Preview' }).click();
    const preview = page.getByRole('tabpanel', { name: 'Preview' });
    expect(await preview.locator('mark', { hasText: '{{CHALLENGE_TITLE}}' }).count()).toBeGreaterThan(0);
    await screenshot(page, 'admin-prompts-preview-mobile');
    await page.getByRole('tab', { name: 'Edit' }).click();

    await page.getByRole('button', { name: 'Save Changes' }).click();
    const next = before.version + 1;
    await waitForText(page, `Successfully updated prompt (v${next})`);
    await waitForText(page, 'Prompt Updated');
    await page.getByRole('button', { name: 'Save Changes' }).waitFor({ state: 'detached' });
    expect((await fetchPrompt(context, 'conversation')).prompt).toBe(`${before.prompt}\n${added}`);

    // The history: the new version is current; the previous one shows the added line.
    const versions = page.getByRole('list', { name: 'Versions' });
    await versions.getByText('Current').waitFor();
    expect(await versions.getByRole('listitem').first().textContent()).toContain(`v${next}`);
    expect(await versions.getByRole('listitem').first().textContent()).toContain(E2E_ADMIN.email);
    await versions.getByRole('button', { name: new RegExp(`^v${before.version}\\b`) }).click();
    await page.getByRole('heading', { name: `From v${before.version} to the current v${next}` }).waitFor();
    const diff = page.getByRole('list', { name: `Text changes from v${before.version}` });
    expect(await diff.locator('ins').textContent()).toBe(`Added: ${added}`);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'admin-prompts-history-mobile');

    await page.getByRole('button', { name: `Restore v${before.version}` }).click();
    await waitForText(page, `Successfully updated prompt (v${next + 1})`);
    const restored = await fetchPrompt(context, 'conversation');
    expect(restored.version).toBe(next + 1);
    expect(restored.prompt).toBe(before.prompt);
    expect(await text.inputValue()).toBe(before.prompt);

    // The change history names the admin.
    await page.getByText('Change history').click();
    await page.getByText('restored an earlier version').waitFor();
    expect(await page.getByText('edited the prompt').count()).toBe(1);
    expect(await page.getByText(E2E_ADMIN.email, { exact: true }).count()).toBeGreaterThanOrEqual(2);
    await context.close();
  });

  it('keeps unsaved edits per prompt and looks right on a desktop', async () => {
    const { context, page } = await adminPage('/admin/prompts', { desktop: true });
    await page.getByRole('button', { name: /^Examples/ }).click();
    await page.getByLabel('Model', { exact: true }).fill('openrouter/auto');
    await page.getByLabel('Provider', { exact: true }).selectOption('openrouter');
    await page.getByRole('button', { name: /^Transcription/ }).click();
    expect(await page.getByRole('button', { name: 'Reset' }).count()).toBe(0);
    await page.getByRole('button', { name: /^Examples.*Unsaved changes/ }).click();
    expect(await page.getByLabel('Model', { exact: true }).inputValue()).toBe('openrouter/auto');
    await screenshot(page, 'admin-prompts-desktop');
    await page.getByRole('button', { name: 'Reset' }).click();
    expect(await page.getByLabel('Provider', { exact: true }).inputValue()).toBe((await fetchPrompt(context, 'examples')).provider);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('Vouchers', () => {
  it('create (Generate, 3 uses) → copy → a duplicate is refused → deactivate (mobile)', async () => {
    const { context, page } = await adminPage('/admin/vouchers');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL() });
    await page.getByRole('heading', { level: 1, name: 'Vouchers' }).waitFor();
    await page.getByRole('article').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Create Voucher' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Voucher' });
    await dialog.getByRole('button', { name: 'Create Voucher' }).click();
    await dialog.getByText('Voucher code is required').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'admin-voucher-dialog-mobile');

    await dialog.getByLabel('Code').fill('lower');
    expect(await dialog.getByLabel('Code').inputValue()).toBe('LOWER');
    await dialog.getByRole('button', { name: 'Generate' }).click();
    const code = await dialog.getByLabel('Code').inputValue();
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    await dialog.getByLabel('Description (optional)').fill('Spring fair');
    await dialog.getByLabel('Maximum uses').fill('3');
    await dialog.getByRole('button', { name: 'Create Voucher' }).click();
    await waitForText(page, 'Voucher created successfully');
    await dialog.waitFor({ state: 'detached' });

    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: code }) });
    await card.waitFor();
    const listed = ((await (await context.request.get('/api/admin/vouchers')).json()) as AdminPage<AdminVoucher>).items.find((v) => v.code === code)!;
    expect(listed).toMatchObject({ description: 'Spring fair', maxUses: 3, currentUses: 0, isActive: true, expiresAt: null });
    for (const shown of ['Active', 'Spring fair', '0/3', listed.id.slice(0, 8)]) expect(await card.getByText(shown, { exact: true }).count()).toBe(1);
    await screenshot(page, 'admin-vouchers-mobile');

    await card.getByRole('button', { name: `Copy voucher code ${code}` }).click();
    await waitForText(page, 'Voucher code copied to clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

    await page.getByRole('button', { name: 'Create Voucher' }).click();
    await dialog.getByLabel('Code').fill(code);
    await dialog.getByRole('button', { name: 'Create Voucher' }).click();
    await dialog.getByText(`A voucher with the code ${code} already exists`).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await card.getByRole('button', { name: 'Deactivate' }).click();
    const confirm = page.getByRole('dialog', { name: `Deactivate ${code}?` });
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await waitForText(page, 'Voucher deactivated successfully');
    await card.getByText('Inactive', { exact: true }).waitFor();
    expect(await card.getByRole('button', { name: 'Deactivate' }).count()).toBe(0);

    await card.getByText('Change history').click();
    await card.getByText('deactivated the voucher').waitFor();
    expect(await card.getByText(E2E_ADMIN.email, { exact: true }).count()).toBe(2);
    await context.close();
  });

  it('looks right on a desktop', async () => {
    const { context, page } = await adminPage('/admin/vouchers', { desktop: true });
    await page.getByRole('article').first().waitFor();
    await screenshot(page, 'admin-vouchers-desktop');
    await page.getByRole('button', { name: 'Create Voucher' }).click();
    await page.getByRole('dialog', { name: 'Create Voucher' }).getByRole('button', { name: 'Generate' }).click();
    await screenshot(page, 'admin-voucher-dialog-desktop');
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
