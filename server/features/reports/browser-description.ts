import type { Translator } from '../../../contracts/i18n/translator.ts';

/**
 * A coarse description of who opened a shared report — "Chrome on Android" — for the parent's
 * list of openings. Deliberately coarse (no version, no device model) and never the IP address:
 * enough to recognise "that was the doctor's office computer", not enough to track anyone.
 */
export function describeBrowser(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\/|Opera/.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Chrome\/|Chromium\/|CriOS\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : null;
  const system = /iPhone|iPad|iPod/.test(ua)
    ? 'iPhone or iPad'
    : /Android/.test(ua)
      ? 'Android'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'Mac'
          : /Linux|X11|CrOS/.test(ua)
            ? 'Linux'
            : null;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? (system ? `A browser on ${system}` : 'Unknown browser');
}

/** How an opening that downloaded the PDF is stored: "Firefox on Android, downloaded the PDF". */
export const downloadedThePdf = (browser: string) => `${browser}, downloaded the PDF`;

const STORED = /^(?:(?<browser>[A-Za-z]+) on (?<system>.+?)|A browser on (?<only>.+?)|(?<unknown>Unknown browser))(?<pdf>, downloaded the PDF)?$/;

/**
 * A stored opening (English, as describeBrowser and downloadedThePdf wrote it) in the parent's
 * language: "Chrome auf Android, PDF heruntergeladen". One it cannot read is shown as stored.
 */
export function openingInWords(stored: string, t: Translator): string {
  const parts = STORED.exec(stored)?.groups;
  if (!parts) return stored;
  const system = (name: string) => (name === 'iPhone or iPad' ? t('report.browser.iPhoneOrIPad') : name);
  const opening = parts.unknown
    ? t('report.browser.unknown')
    : parts.only
      ? t('report.browser.any', { system: system(parts.only) })
      : t('report.browser.on', { browser: parts.browser ?? '', system: system(parts.system ?? '') });
  return parts.pdf ? t('report.browser.downloaded', { opening }) : opening;
}
