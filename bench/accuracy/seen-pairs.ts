/**
 * The measured features of shared drawings as a scan and as a rendered phone photo, side by side,
 * so that "what the drawing shows" (seen.ts `describeSeen`) can be tried offline on real pairs.
 * Each drawing goes the way `npm run bench:accuracy -- <folder> --photo` takes it: the photo is
 * rendered by phone-photo.ts with the same seed, and both go through processImage and the local
 * analyser. Drawings are spread evenly over the age years and, within each, over the categories.
 *
 *   node --import tsx bench/accuracy/seen-pairs.ts <folder with labels.csv> [--limit N] [--out FILE]
 *
 * Writes [{ file, category, ageYears, scan: DrawingFeatures, photo: DrawingFeatures }] to FILE
 * (/tmp/seen-pairs.json unless told), and prints how often describeSeen differs on them.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { DrawingFeatures } from '../../contracts/analysis.ts';
import { closeMeasurePool } from '../../server/providers/ai/local/analyze-drawing.ts';
import { describeSeen } from '../../server/providers/ai/local/seen.ts';
import { analyseAsUploaded } from './as-uploaded.ts';
import { readLabelledDrawings, type LabelledDrawing } from './labels.ts';
import { renderAsPhonePhoto, seedFromName } from './phone-photo.ts';
import { seenStability } from './seen-stability.ts';

export type FeaturePair = { file: string; category: string; ageYears: number; scan: DrawingFeatures; photo: DrawingFeatures };

/** What an upload goes through for the free analysis: the features only. */
async function measure(bytes: Buffer, ageMonths: number): Promise<DrawingFeatures> {
  return (await analyseAsUploaded(bytes, ageMonths)).features;
}

/** n drawings spread evenly over the age years, and within each year over its (grouped) categories. */
function spreadOverAges(labels: LabelledDrawing[], n: number): LabelledDrawing[] {
  const years = [...new Set(labels.map((label) => label.ageYears))].sort((a, b) => a - b);
  return years.flatMap((year, y) => {
    const ofYear = labels.filter((label) => label.ageYears === year);
    const take = Math.min(ofYear.length, Math.floor((n * (y + 1)) / years.length) - Math.floor((n * y) / years.length));
    return Array.from({ length: take }, (_, k) => ofYear[Math.floor(((k + 0.5) * ofYear.length) / take)]!);
  });
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args.splice(i, 2)[1] : undefined;
  };
  const limit = Number(option('--limit') ?? 120);
  const out = path.resolve(option('--out') ?? '/tmp/seen-pairs.json');
  const folder = args[0];
  if (!folder || !Number.isInteger(limit) || limit < 1)
    throw new Error('usage: node --import tsx bench/accuracy/seen-pairs.ts <folder> [--limit N] [--out FILE]');
  const labels = spreadOverAges(readLabelledDrawings(path.resolve(folder)), limit);
  const pairs: FeaturePair[] = [];
  let failed = 0;
  // One drawing at a time, its scan and photo side by side: the measure pool has two workers.
  for (const [i, label] of labels.entries()) {
    const png = fs.readFileSync(path.join(folder, label.file));
    try {
      const [scan, photo] = await Promise.all([
        measure(png, label.ageMonths),
        renderAsPhonePhoto(png, seedFromName(label.file)).then((bytes) => measure(bytes, label.ageMonths)),
      ]);
      pairs.push({ file: label.file, category: label.category, ageYears: label.ageYears, scan, photo });
    } catch (error) {
      failed++;
      process.stderr.write(`  ${label.file}: ${error instanceof Error ? error.message : String(error)}\n`);
    }
    if ((i + 1) % 20 === 0) process.stderr.write(`  ${i + 1}/${labels.length}\n`);
  }
  await closeMeasurePool();
  fs.writeFileSync(out, `${JSON.stringify(pairs)}\n`);
  const stability = seenStability(pairs.map((pair) => ({ file: pair.file, scan: describeSeen(pair.scan), photo: describeSeen(pair.photo) })));
  process.stdout.write(`${pairs.length} pairs (${failed} failed) written to ${out}; describeSeen differs for ${(stability.differShare * 100).toFixed(1)} %\n`);
  for (const flip of stability.flips) process.stdout.write(`  ${((flip.drawings / pairs.length) * 100).toFixed(1).padStart(5)} %  ${flip.item}\n`);
}

main().catch(async (error: unknown) => {
  await closeMeasurePool().catch(() => undefined);
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
