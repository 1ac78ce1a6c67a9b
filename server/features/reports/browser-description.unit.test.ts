import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/index.ts';
import { describeBrowser, downloadedThePdf, openingInWords } from './browser-description.ts';

describe('describeBrowser', () => {
  it('names the browser and system only, never a version or a device model', () => {
    expect(
      describeBrowser(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iPhone or iPad');
    expect(describeBrowser('Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36')).toBe(
      'Chrome on Android',
    );
    expect(describeBrowser('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36 Edg/124.0')).toBe(
      'Edge on Windows',
    );
    expect(describeBrowser('Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0')).toBe('Firefox on Mac');
  });

  it('says so when it cannot tell', () => {
    expect(describeBrowser(undefined)).toBe('Unknown browser');
    expect(describeBrowser('curl/8.5.0')).toBe('Unknown browser');
  });

  it('reads back in the parent’s language, as stored in English (issue 37)', () => {
    expect(openingInWords(downloadedThePdf('Safari on iPhone or iPad'), translator('de'))).toBe('Safari auf iPhone oder iPad, PDF heruntergeladen');
    expect(openingInWords('A browser on Linux', translator('es'))).toBe('Un navegador en Linux');
    expect(openingInWords('Unknown browser', translator('de'))).toBe('Unbekannter Browser');
    expect(openingInWords(downloadedThePdf('Chrome on Android'), translator('en'))).toBe('Chrome on Android, downloaded the PDF');
    expect(openingInWords('something else', translator('de'))).toBe('something else');
  });
});
