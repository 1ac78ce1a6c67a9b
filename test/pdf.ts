import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/**
 * A PDF as a standard reader sees it, through poppler (pdfinfo, pdftotext, pdftoppm): its page
 * count (pdfinfo fails on a broken file), its text, and page 1 as a PNG kept at `pngPath` to look at.
 */
export async function readPdf(pdf: Buffer, pngPath: string): Promise<{ pages: number; text: string; inkShare: number }> {
  const dir = fs.mkdtempSync('/tmp/kritzel-pdf-');
  const file = path.join(dir, 'report.pdf');
  fs.writeFileSync(file, pdf);
  const info = execFileSync('/usr/bin/pdfinfo', [file], { encoding: 'utf8' });
  const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1] ?? 0);
  const text = execFileSync('/usr/bin/pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  execFileSync('/usr/bin/pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', file, pngPath.replace(/\.png$/, '')]);
  const { data, info: image } = await sharp(pngPath).greyscale().raw().toBuffer({ resolveWithObject: true });
  let ink = 0;
  for (const value of data) if (value < 200) ink++;
  fs.rmSync(dir, { recursive: true, force: true });
  return { pages, text: text.replace(/\s+/g, ' '), inkShare: ink / (image.width * image.height) };
}
