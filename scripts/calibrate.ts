/**
 * npm run calibrate -- <folder> [--reuse]
 *
 * Re-derives the drawing-age model from age-labelled drawings (a folder with labels.csv:
 * file,category,age_years — the shared set's format) and writes
 * server/providers/ai/local/drawing-age/calibration.json with the out-of-fold numbers it reached.
 * Each drawing goes through the free analysis's own path (the upload pipeline, then the
 * measurement); the measurements are kept in bench/out/calibration-features.json, and `--reuse`
 * fits from them again without measuring (when only the fitting changed).
 * Method and figures: docs/decisions/018-calibrated-drawing-age.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import { accuracyReport, type Row } from '../server/providers/ai/local/drawing-age/accuracy.ts';
import { readLabelledDrawings } from '../bench/accuracy/labels.ts';
import { processImage } from '../server/features/files/process-image.ts';
import { agesWithinYear, fitCalibration, type Sample } from '../server/providers/ai/local/drawing-age/fit-calibration.ts';
import { CALIBRATION_FILE, type CalibrationFile } from '../server/providers/ai/local/drawing-age/calibrated-model.ts';
import { estimateWith } from '../server/providers/ai/local/drawing-age/estimate.ts';
import { closeMeasurePool, measureInWorker } from '../server/providers/ai/local/measure/measure-pool.ts';
import { developmentStatus } from '../server/providers/ai/local/stage.ts';
import { runCommand } from './run-command.ts';

const FEATURES_FILE = path.resolve(import.meta.dirname, '..', 'bench', 'out', 'calibration-features.json');

runCommand('calibrate', async () => {
  const args = process.argv.slice(2);
  const given = args.find((a) => !a.startsWith('--'));
  if (!given) {
    process.stderr.write('Usage: npm run calibrate -- <folder with labels.csv> [--reuse]\n');
    return 2;
  }
  // npm run changes into the package folder; a relative path means what it meant where it was typed.
  const folder = path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
  const drawings = readLabelledDrawings(folder);
  const samples = args.includes('--reuse') ? reuseMeasurements(drawings.map((d) => d.file)) : await measureAll(folder, drawings);

  const { model, outOfFold } = fitCalibration(samples);
  // The status each child would have been shown, from the out-of-fold range and their own age.
  const rows: Row[] = outOfFold.map((o) => ({
    file: o.file,
    ageMonths: o.ageMonths,
    estimate: o.months,
    min: o.min,
    max: o.max,
    status: developmentStatus(o, o.ageMonths),
  }));
  const report = accuracyReport(rows);
  // The same with each child's age spread through their year, as real children's ages are.
  const withinYear = agesWithinYear(outOfFold);
  const realAges = accuracyReport(rows.map((row, i) => ({ ...row, ageMonths: withinYear[i]!, status: developmentStatus(row, withinYear[i]!) })));
  const calibration: CalibrationFile = {
    fittedOn: { folder: path.basename(path.resolve(folder)), drawings: samples.length, date: new Date().toISOString().slice(0, 10) },
    model,
    outOfFold: report,
    outOfFoldAgesWithinYear: { coverage: realAges.coverage, behindShare: realAges.behindShare, advancedShare: realAges.advancedShare },
    // A few measured drawings with the final model's answer: the unit tests check that the
    // committed parameters still give exactly these (measurements only, never the drawings).
    examples: samples
      .filter((_, i) => i % Math.ceil(samples.length / 12) === 0)
      .map((s) => ({ features: s.features, estimate: estimateWith(model, s.features) })),
  };
  fs.writeFileSync(CALIBRATION_FILE, `${JSON.stringify(calibration, null, 2)}\n`);
  const percent = (share: number) => `${(100 * share).toFixed(1)}%`;
  process.stdout.write(
    [
      `Fitted on ${samples.length} drawings (${model.inputs.length} inputs, penalty ${model.penalty}).`,
      'Out-of-fold (5 folds; every number from drawings the model did not see):',
      `  Spearman rho ${report.spearmanRho.toFixed(3)}, MAE ${report.meanAbsoluteErrorMonths.toFixed(1)} months`,
      `  age inside the range ${percent(report.coverage)}, behind ${percent(report.behindShare)}, advanced ${percent(report.advancedShare)}`,
      `  median range width ${report.medianRangeWidthMonths} months`,
      `  with ages spread through each year: inside ${percent(realAges.coverage)}, behind ${percent(realAges.behindShare)}, advanced ${percent(realAges.advancedShare)}`,
      `  median estimate per year of age: ${Object.entries(report.medianEstimateByAgeYear)
        .map(([y, m]) => `${y}y ${m}`)
        .join(', ')}`,
      `Weights (per standard deviation of each input, months): ${model.inputs.map((name, j) => `${name} ${model.regression.weights[j]!.toFixed(1)}`).join(', ')}`,
      `Wrote ${path.relative(process.cwd(), CALIBRATION_FILE)}`,
      '',
    ].join('\n'),
  );
});

async function measureAll(folder: string, drawings: { file: string; ageMonths: number }[]): Promise<Sample[]> {
  const samples: Sample[] = [];
  let done = 0;
  const started = Date.now();
  const queue = [...drawings];
  // Two at a time: the measure pool has two workers.
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const image = await processImage(fs.readFileSync(path.join(folder, next.file)));
      samples.push({ ...next, features: await measureInWorker(image.display) });
      if (++done % 100 === 0) process.stdout.write(`  measured ${done}/${drawings.length} (${Math.round((Date.now() - started) / done)} ms each)\n`);
    }
  };
  try {
    await Promise.all([worker(), worker()]);
  } finally {
    await closeMeasurePool();
  }
  // The order of the file, not of finishing: the folds must not depend on timing.
  const order = new Map(drawings.map((d, i) => [d.file, i]));
  samples.sort((a, b) => order.get(a.file)! - order.get(b.file)!);
  fs.mkdirSync(path.dirname(FEATURES_FILE), { recursive: true });
  fs.writeFileSync(FEATURES_FILE, JSON.stringify(samples));
  return samples;
}

function reuseMeasurements(files: string[]): Sample[] {
  if (!fs.existsSync(FEATURES_FILE)) throw new Error(`--reuse: ${FEATURES_FILE} does not exist yet; run without --reuse first`);
  const byFile = new Map((JSON.parse(fs.readFileSync(FEATURES_FILE, 'utf8')) as Sample[]).map((s) => [s.file, s]));
  return files.map((file) => {
    const sample = byFile.get(file);
    if (!sample) throw new Error(`--reuse: ${file} was not measured; run without --reuse`);
    return sample;
  });
}
