import fs from 'node:fs';
import { chromium } from 'playwright-core';

/** Flags for a headless Chromium on a machine without network or GPU (and as root). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
];

export const NO_CHROMIUM_MESSAGE =
  "No Chromium found for the end-to-end tests. Install Debian's package (apt-get install -y chromium) or set CHROME_PATH to a Chromium/Chrome binary.";

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * The browser the end-to-end tests drive: CHROME_PATH, else Debian's Chromium, else one
 * that Playwright installed. Never downloads one; fails loudly rather than skipping.
 */
export function findChromium(): string {
  const configured = process.env.CHROME_PATH;
  if (configured) {
    if (!fs.existsSync(configured)) throw new Error(`CHROME_PATH is set to ${configured}, but no file exists there.`);
    return configured;
  }
  if (fs.existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  const playwrights = playwrightChromium();
  if (playwrights && fs.existsSync(playwrights)) return playwrights;
  throw new Error(NO_CHROMIUM_MESSAGE);
}

function playwrightChromium(): string | null {
  try {
    return chromium.executablePath();
  } catch {
    // playwright-core throws when it has no browser registry entry for this platform
    return null;
  }
}
