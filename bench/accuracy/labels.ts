/**
 * An age-labelled folder of drawings (the shared calibration set's format): PNGs beside a
 * labels.csv `file,category,age_years`, whole years. Read by `npm run bench:accuracy` and
 * `npm run calibrate`, so both see the same drawings the same way.
 */
import fs from 'node:fs';
import path from 'node:path';

export type LabelledDrawing = { file: string; category: string; ageYears: number; ageMonths: number };

/** A malformed folder or labels file: the message says what to fix. */
export class LabelsError extends Error {}

/** A child of "6" is 72–83 months old: the middle of the year stands for them (78). */
export const ageYearToMonths = (years: number) => years * 12 + 6;

export function readLabelledDrawings(folder: string): LabelledDrawing[] {
  const file = path.join(folder, 'labels.csv');
  if (!fs.existsSync(file)) throw new LabelsError(`no labels.csv in ${folder}`);
  const lines = fs
    .readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '');
  if (lines[0]?.trim() !== 'file,category,age_years') throw new LabelsError(`${file}: the first line must be "file,category,age_years"`);
  const drawings = lines.slice(1).map((line, i) => {
    const [name, category, age] = line.split(',').map((cell) => cell.trim());
    const ageYears = Number(age);
    if (!name || !category || !Number.isInteger(ageYears) || ageYears < 1 || ageYears > 18) {
      throw new LabelsError(`${file} line ${i + 2}: expected "file,category,age_years", got "${line}"`);
    }
    if (!fs.existsSync(path.join(folder, name))) throw new LabelsError(`${file} line ${i + 2}: ${name} is not in ${folder}`);
    return { file: name, category, ageYears, ageMonths: ageYearToMonths(ageYears) };
  });
  if (drawings.length === 0) throw new LabelsError(`${file} lists no drawings`);
  return drawings;
}
