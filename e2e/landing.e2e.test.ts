import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations, launchBrowser, newContext, screenshot } from './browser.ts';

const CHALLENGES = [
  { tab: 'Easy', title: 'Shape Explorer', url: '/free-analysis?difficulty=easy&challenge=shapes' },
  { tab: 'Medium', title: 'Draw a Person', url: '/free-analysis?difficulty=medium&challenge=draw-person' },
  { tab: 'Hard', title: 'Invent a Future City', url: '/free-analysis?difficulty=hard&challenge=future-city' },
] as const;

const FOOTER_HREFS = [
  '/#how-it-works',
  '/#pricing',
  '/contact',
  '/help-center',
  '/parent-guide',
  '/privacy-policy',
  '/terms-of-service',
  '/about-us',
  '/cookie-policy',
  '/refund-policy',
  '/legal-notice',
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/**
 * A visitor who has already answered the cookie banner (it has its own tests), so nothing
 * covers the page.
 */
async function visitor(options: { desktop?: boolean } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, options);
  await context.addInitScript(() => {
    const choice = { version: 1, decidedAt: new Date().toISOString(), performance: false, functional: false, marketing: false };
    window.localStorage.setItem('kritzel.cookie-consent', JSON.stringify(choice));
  });
  const page = await context.newPage();
  return { context, page };
}

async function openLanding(page: Page, path = '/') {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: "Unlock Your Child's Learning Potential" }).waitFor();
}

/** Where a section's top is, relative to the viewport (0 = at the very top). */
const sectionTop = (page: Page, id: string) => page.evaluate((sectionId) => document.getElementById(sectionId)?.getBoundingClientRect().top ?? NaN, id);

/** The section has been scrolled to: its top sits just under the sticky bar, not far below. */
async function expectScrolledTo(page: Page, id: string) {
  await expect.poll(async () => Math.abs(await sectionTop(page, id)), { timeout: 5_000 }).toBeLessThan(120);
}

describe('the landing page', () => {
  it('opens the free analysis with the right challenge from each tab, Easy first', async () => {
    const { context, page } = await visitor();
    await openLanding(page);
    expect(await page.getByRole('tab', { name: 'Easy' }).getAttribute('aria-selected')).toBe('true');

    for (const challenge of CHALLENGES) {
      await openLanding(page);
      await page.getByRole('tab', { name: challenge.tab }).click();
      const panel = page.getByRole('tabpanel');
      await panel.getByRole('heading', { name: challenge.title }).waitFor();
      // The example drawing has loaded and is captioned as an example or an inspiration.
      await expect.poll(() => panel.getByRole('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(await panel.locator('figcaption').innerText()).toMatch(/^(Example|Inspiration):/);
      expect(await panel.getByRole('listitem').count()).toBeGreaterThanOrEqual(3);

      await panel.getByRole('link', { name: 'Upload Your Drawing' }).click();
      await page.waitForURL((url) => url.pathname === '/free-analysis');
      const url = new URL(page.url());
      expect(url.pathname + url.search).toBe(challenge.url);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getByRole('heading', { name: '404 Page Not Found' }).count()).toBe(0);
    }
    await context.close();
  });

  it('folds the bar into a phone menu that closes when a link is chosen', async () => {
    const { context, page } = await visitor();
    await openLanding(page);
    const toggle = page.getByRole('button', { name: 'Menu' });
    const menuId = await toggle.getAttribute('aria-controls');
    const menu = page.locator(`[id="${menuId}"]`);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.isVisible()).toBe(false);

    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await menu.isVisible()).toBe(true);
    // On a phone the shop link says Shop (Keepsakes is the desktop label).
    expect(await menu.getByRole('link', { name: 'Shop', exact: true }).getAttribute('href')).toBe('/shop');
    expect(await menu.getByRole('link', { name: 'Get Started / Log-in' }).getAttribute('href')).toBe('/api/login');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'landing-mobile-menu');

    await menu.getByRole('link', { name: 'Try a Challenge' }).click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.isVisible()).toBe(false);
    await expectScrolledTo(page, 'how-it-works');
    expect(new URL(page.url()).hash).toBe('#how-it-works');

    await toggle.click();
    await menu.getByRole('link', { name: 'What is the product' }).click();
    expect(await menu.isVisible()).toBe(false);
    await expectScrolledTo(page, 'what-is');

    // Escape closes it too, and hands focus back to the button.
    await toggle.click();
    await page.keyboard.press('Escape');
    expect(await menu.isVisible()).toBe(false);
    expect(await toggle.evaluate((button) => button === document.activeElement)).toBe(true);

    await toggle.click();
    await menu.getByRole('link', { name: 'Shop', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/shop');
    await context.close();
  });

  it('shows the whole bar on a desktop, with Keepsakes for the shop', async () => {
    const { context, page } = await visitor({ desktop: true });
    await openLanding(page);
    const bar = page.getByRole('banner');
    expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
    expect(await bar.getByRole('link', { name: 'Keepsakes' }).getAttribute('href')).toBe('/shop');
    expect(await bar.getByRole('link', { name: 'Get Started / Log-in' }).getAttribute('href')).toBe('/api/login');
    await bar.getByRole('link', { name: 'What is the product' }).click();
    await expectScrolledTo(page, 'what-is');
    await context.close();
  });

  it('scrolls from the hero and the what-is buttons to their sections', async () => {
    const { context, page } = await visitor();
    await openLanding(page);
    await page.getByRole('link', { name: 'Try Free Analysis' }).click();
    await expectScrolledTo(page, 'how-it-works');

    for (const name of ['Parent Guide', 'Shop Keepsakes']) {
      await openLanding(page);
      await page.locator('#what-is').getByRole('link', { name, exact: true }).click();
      await expectScrolledTo(page, 'help-children');
    }

    const help = page.locator('#help-children');
    expect(await help.getByRole('link', { name: 'Get Free Parents Guide' }).getAttribute('href')).toBe('/parent-guide');
    for (const card of ['Digital Art Frame', 'Custom Art T-Shirt']) {
      const article = help.getByRole('article', { name: card });
      expect(await article.getByRole('link').getAttribute('href')).toBe('/shop');
    }
    expect(await help.getByRole('article', { name: 'Digital Art Frame' }).innerText()).toContain('from $49');
    expect(await help.getByRole('article', { name: 'Custom Art T-Shirt' }).innerText()).toContain('from $39');
    // The card's clip (and its poster) load once it is on screen.
    await help.locator('video').scrollIntoViewIfNeeded();
    await expect.poll(() => help.locator('video').getAttribute('poster')).toBe('/public-objects/videos/new-bg-video-poster.jpg');
    await expect.poll(() => help.locator('video').evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(/\/public-objects\/videos\/new-bg-video\.mp4$/);

    const pricing = page.locator('#pricing');
    const pricingText = await pricing.innerText();
    expect(pricingText).toContain('$49');
    expect(pricingText).toContain('30-day money-back guarantee');
    expect(await pricing.getByRole('link', { name: 'Start with a Free Analysis' }).getAttribute('href')).toBe('/free-analysis');
    await context.close();
  });

  it('opens the research behind it in a new tab, safely', async () => {
    const { context, page } = await visitor();
    await openLanding(page);
    const research = page.getByRole('link', { name: /^About the Research/ });
    expect(await research.getAttribute('target')).toBe('_blank');
    expect((await research.getAttribute('rel'))?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    expect(await research.getAttribute('href')).toBe('https://doi.org/10.1177/0956797614540686');
    await context.close();
  });

  it('has a footer whose every link reaches a real page', async () => {
    const { context, page } = await visitor({ desktop: true });
    await openLanding(page);
    const footer = page.getByRole('contentinfo');
    // The sections below the hero, and the footer last, arrive a frame after one another.
    await footer.waitFor();
    const hrefs = await footer.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.filter((href) => href !== '/').sort()).toEqual([...FOOTER_HREFS].sort());
    expect(await footer.innerText()).toContain('© 2024 Kritzel');

    // The section links scroll on the landing page…
    await footer.getByRole('link', { name: 'Pricing' }).click();
    await expectScrolledTo(page, 'pricing');
    // …and lead back to it, scrolled, from anywhere else.
    await page.goto('/contact');
    await openLanding(page, '/#how-it-works');
    await expectScrolledTo(page, 'how-it-works');

    for (const href of FOOTER_HREFS.filter((h) => !h.startsWith('/#'))) {
      await page.goto(href);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await page.getByRole('heading', { name: '404 Page Not Found' }).count(), href).toBe(0);
    }

    await openLanding(page);
    await footer.getByRole('button', { name: 'Cookie settings' }).click();
    await page.getByRole('dialog', { name: 'Cookie settings' }).waitFor();
    await context.close();
  });

  it('serves the hero video in byte ranges and starts it only once the visitor is there', async () => {
    const { context, page } = await visitor({ desktop: true });
    await openLanding(page);
    const range = await page.evaluate(async () => {
      const response = await fetch('/api/video/hero', { headers: { Range: 'bytes=0-99' } });
      const body = new Uint8Array(await response.arrayBuffer());
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        contentRange: response.headers.get('content-range'),
        length: body.length,
        box: new TextDecoder().decode(body.slice(4, 8)),
      };
    });
    expect(range).toMatchObject({ status: 206, type: 'video/mp4', length: 100, box: 'ftyp' });
    expect(range.contentRange).toMatch(/^bytes 0-99\/\d+$/);

    const video = page.locator('section[aria-labelledby="hero-title"] video');
    // The clip's first frame is there at once, with the headline: no blank hero while the clip loads.
    const poster = page.locator('section[aria-labelledby="hero-title"] img');
    expect(await poster.evaluate((img: HTMLImageElement) => ({ complete: img.complete, width: img.naturalWidth, src: img.src.slice(0, 23) }))).toEqual({
      complete: true,
      width: 768,
      src: 'data:image/webp;base64,',
    });
    // Nothing is downloaded before the visitor is there: the headline and the still paint first, alone.
    expect(
      await video.evaluate((v: HTMLVideoElement) => ({ muted: v.muted, loop: v.loop, inline: v.playsInline, preload: v.preload, src: v.currentSrc })),
    ).toEqual({
      muted: true,
      loop: true,
      inline: true,
      preload: 'none',
      src: '',
    });
    expect(await video.evaluate((v) => getComputedStyle(v).opacity)).toBe('0');
    // A visitor moving the mouse starts it; it then plays on its own, in a loop, and fades in over the still.
    await page.mouse.move(200, 300);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentSrc), { timeout: 10_000 }).toMatch(/\/api\/video\/hero$/);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => video.evaluate((v) => getComputedStyle(v).opacity), { timeout: 5_000 }).toBe('1');
    await context.close();
  });

  it('moves the hero background at half the scroll speed, and not at all under reduced motion', async () => {
    const { context, page } = await visitor({ desktop: true });
    await openLanding(page);
    const layer = page.locator('section[aria-labelledby="hero-title"] > div').first();
    // Scrolled again on every try: on a busy machine the parallax may start listening only after a
    // first scroll, and a scroll to where the page already is fires no event.
    await expect
      .poll(async () => {
        await page.evaluate(async () => {
          const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
          window.scrollTo(0, 0);
          await frame();
          window.scrollTo(0, 300);
          await frame();
          await frame();
        });
        return layer.evaluate((el) => getComputedStyle(el).transform);
      })
      .toBe('matrix(1, 0, 0, 1, 0, 150)');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openLanding(page);
    await page.evaluate(() => window.scrollTo(0, 300));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await layer.evaluate((el) => getComputedStyle(el).transform)).toBe('none');
    // Only the still picture: no video to download or play.
    expect(await layer.locator('video').count()).toBe(0);
    expect(await layer.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(768);
    await context.close();
  });

  // One test per width: six axe passes over the longest page once took more than a minute
  // together on a slow CI machine (2026-11-29), so each width has its own two minutes.
  it.each([
    ['a phone', false],
    ['a desktop', true],
  ] as const)(
    'has no accessibility violations on %s',
    async (_width, desktop) => {
      const { context, page } = await visitor({ desktop });
      await openLanding(page);
      // Scroll through once so lazy images arrive before the full-page picture.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      });
      await expect.poll(() => page.evaluate(() => [...document.images].every((image) => image.complete))).toBe(true);
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, desktop ? 'landing-desktop' : 'landing-mobile');
      for (const tab of ['Medium', 'Hard']) {
        await page.getByRole('tab', { name: tab }).click();
        expect(await axeViolations(page)).toEqual([]);
      }
      await context.close();
    },
    120_000,
  );
});
