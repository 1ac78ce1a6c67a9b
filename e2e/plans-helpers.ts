import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Plan } from '../contracts/plans.ts';
import { expect } from 'vitest';
import { baseURL, newContext, signUpAndSignIn } from './browser.ts';

/** Stripe's test cards, which the sandbox provider honours. */
export const CARD = { ok: '4242 4242 4242 4242', declined: '4000 0000 0000 0002', confirm: '4000 0025 0000 3155' } as const;
const EXPIRY = `12 / ${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;
export const SETUP_URL = /\/plans\/([0-9a-f-]+)\/setup$/;

export const visible = (page: Page, text: string) => page.getByText(text, { exact: true }).first().isVisible();
export const waitForText = (page: Page, text: string, timeout = 15_000) => page.getByText(text, { exact: true }).first().waitFor({ timeout });

/** A new parent, signed in through the API, on the dashboard. */
export async function signedInPage(browser: Browser, options: { desktop?: boolean } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, options);
  await signUpAndSignIn(context);
  const page = await context.newPage();
  await page.goto('/dashboard');
  await page.getByRole('heading', { name: 'Active Plans' }).waitFor();
  return { context, page };
}

/** Start New Plan → child's name → Continue to Payment: the payment dialog is open. */
export async function startPlan(page: Page, childName: string) {
  await page.getByRole('button', { name: /Start New Plan/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Start New Development Plan' });
  await dialog.getByLabel("Child's name").fill(childName);
  await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
  const payment = page.getByRole('dialog', { name: 'Complete Payment' });
  await payment.getByLabel('Card number').waitFor();
  return payment;
}

/** The card, and at the checkout from a free analysis the child's name that comes with it (issue 35). */
export async function fillCard(page: Page, number: string, childName = 'Mia') {
  // The card form and the name field (asked when the plan has no name yet) render together.
  await page.getByLabel('Card number').waitFor();
  const name = page.getByLabel("Your child's first name");
  if ((await name.count()) > 0) await name.fill(childName);
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry').fill(EXPIRY);
  await page.getByLabel('CVC').fill('123');
}

export function planIdFrom(page: Page): string {
  const match = SETUP_URL.exec(new URL(page.url()).pathname);
  if (!match?.[1]) throw new Error(`not on a setup page: ${page.url()}`);
  return match[1];
}

export async function fetchPlan(context: BrowserContext, planId: string): Promise<Plan> {
  const res = await context.request.get(`/api/plans/${planId}`);
  if (res.status() !== 200) throw new Error(`GET /api/plans/${planId}: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { plan: Plan }).plan;
}

/** A free analysis of the Draw a Person drawing through the API, as the landing page sends it; its drawing id. */
export async function analyseDrawingThroughApi(context: BrowserContext, drawing: Buffer, childAgeMonths: number): Promise<string> {
  const analysed = await context.request.post('/api/drawings/analyze', {
    headers: { origin: baseURL() },
    multipart: {
      image: { name: 'person.png', mimeType: 'image/png', buffer: drawing },
      difficulty: 'medium',
      challenge: 'draw-person',
      childAge: String(childAgeMonths),
    },
  });
  expect(analysed.status()).toBe(200);
  return ((await analysed.json()) as { drawingId: string }).drawingId;
}
