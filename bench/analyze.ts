/**
 * npm run bench:analyze [-- --smoke]
 *
 * Analyses a 12-megapixel photo-like drawing (a scene on paper, on a table, unevenly lit, with
 * noise) repeatedly through the local analyser and prints p50/p95 time per image, CPU time per
 * image, and peak RSS. Meanwhile a tiny HTTP server on this thread answers /healthz, probed every
 * 50 ms: its worst and p95 response times show whether the event loop stays free while drawings
 * are measured (they are, in worker threads). Results also go to bench/out/analyze.json.
 *
 * BENCH_RUNS (default 20), BENCH_MEGAPIXELS (default 12) and BENCH_CONCURRENCY (default 1: one
 * drawing at a time, i.e. one core's worth of measuring) change the run.
 *
 * --smoke: 3 runs on a 1-megapixel photo, a few seconds: checks the harness and the analyser
 * work. It prints the numbers but judges no target; like every run it exits 1 only on an error
 * (an analysis that throws or changes its answer, a /healthz probe that gets no answer).
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { photoLikeDrawing } from '../test/drawings.ts';
import { analyzeDrawingLocally, closeMeasurePool } from '../server/providers/ai/local/analyze-drawing.ts';
import { measurePoolPeakHeapBytes } from '../server/providers/ai/local/measure/measure-pool.ts';

const SMOKE = process.argv.includes('--smoke');
const RUNS = SMOKE ? 3 : Number(process.env.BENCH_RUNS ?? 20);
const MEGAPIXELS = SMOKE ? 1 : Number(process.env.BENCH_MEGAPIXELS ?? 12);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 1);
const PROBE_EVERY_MS = 50;
const TARGET = { perImageMs: 1500, healthzMs: 50 };
const OUT_FILE = path.resolve(import.meta.dirname, 'out', 'analyze.json');

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const round = (value: number) => Math.round(value * 10) / 10;
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

async function main(): Promise<void> {
  process.stdout.write(`Generating a ${MEGAPIXELS} MP photo-like drawing… `);
  let started = performance.now();
  const photo = await photoLikeDrawing(MEGAPIXELS);
  process.stdout.write(`${Math.round(performance.now() - started)} ms, ${(photo.length / 1e6).toFixed(1)} MB JPEG\n`);
  const rssBeforeAnalysing = process.memoryUsage.rss();
  const analyse = () => analyzeDrawingLocally({ image: { data: photo, mimeType: 'image/jpeg' }, difficulty: 'medium', challenge: 'general' });

  const server = http.createServer((request, response) => {
    response.writeHead(request.url === '/healthz' ? 200 : 404, { 'content-type': 'text/plain' }).end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/healthz`;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const healthz: number[] = [];
  const probeErrors: string[] = [];
  let peakRss = process.memoryUsage.rss();
  const probe = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
    const sent = performance.now();
    http
      .get(url, { agent }, (response) => {
        response.resume();
        response.on('end', () => healthz.push(performance.now() - sent));
      })
      .on('error', (error) => probeErrors.push(error.message));
  }, PROBE_EVERY_MS);

  // The first analysis also starts a worker and compiles OpenCV's WASM: reported on its own.
  started = performance.now();
  const first = await analyse();
  const coldStartMs = performance.now() - started;
  healthz.length = 0;

  const times: number[] = [];
  const cpuBefore = process.cpuUsage();
  const wallStarted = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next++ < RUNS) {
        const t = performance.now();
        const result = await analyse();
        times.push(performance.now() - t);
        if (result.stage !== first.stage) throw new Error('the same photo gave a different stage');
      }
    }),
  );
  const wallMs = performance.now() - wallStarted;
  const cpu = process.cpuUsage(cpuBefore);
  clearInterval(probe);
  await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS * 2));
  server.close();
  agent.destroy();
  await closeMeasurePool();

  const report = {
    date: new Date().toISOString(),
    machine: { cpus: os.availableParallelism(), model: os.cpus()[0]?.model, node: process.version },
    image: { megapixels: MEGAPIXELS, bytes: photo.length, width: first.features.width, height: first.features.height },
    runs: RUNS,
    concurrency: CONCURRENCY,
    coldStartMs: round(coldStartMs),
    perImageMs: { p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), max: round(Math.max(...times)) },
    /** All threads of the process (main, measure workers, libvips), per image. */
    cpuMsPerImage: round((cpu.user + cpu.system) / 1000 / RUNS),
    throughputPerSecond: round((RUNS / wallMs) * 1000),
    peakRssMb: mb(peakRss),
    /** After generating the test photo, before any worker started: what the analysis adds is the difference. */
    rssBeforeAnalysingMb: mb(rssBeforeAnalysing),
    peakWorkerHeapMb: mb(measurePoolPeakHeapBytes()),
    healthzMs: {
      probes: healthz.length,
      failedProbes: probeErrors.length,
      p95: round(percentile(healthz, 95)),
      max: round(healthz.length ? Math.max(...healthz) : 0),
    },
    result: { stage: first.stage, cognitiveAge: first.cognitiveAge, paperFound: first.features.paperFound },
  };
  // A smoke run's small photo and three runs say nothing about the targets: it judges none.
  const pass = SMOKE ? null : { perImage: report.perImageMs.p95 <= TARGET.perImageMs, healthz: report.healthzMs.max < TARGET.healthzMs };
  const verdict = (ok: boolean | undefined, target: string) => (ok === undefined ? '' : ` ${ok ? '✓' : '✗'} (target ${target})`);
  fs.mkdirSync(path.dirname(OUT_FILE), { recursive: true });
  fs.writeFileSync(OUT_FILE, `${JSON.stringify({ ...report, smoke: SMOKE, target: TARGET, pass }, null, 2)}\n`);

  const line = (label: string, value: string) => process.stdout.write(`${label.padEnd(28)}${value}\n`);
  if (SMOKE) line('smoke run', `${MEGAPIXELS} MP, ${RUNS} runs: targets not judged`);
  line('cold start (first image)', `${report.coldStartMs} ms`);
  line(
    `per image (${RUNS} runs, ×${CONCURRENCY})`,
    `p50 ${report.perImageMs.p50} ms · p95 ${report.perImageMs.p95} ms · max ${report.perImageMs.max} ms${verdict(pass?.perImage, `≤ ${TARGET.perImageMs} ms`)}`,
  );
  line('CPU per image', `${report.cpuMsPerImage} ms (all threads)`);
  line('peak RSS', `${report.peakRssMb} MB (${report.rssBeforeAnalysingMb} MB before analysing; worker heap + WASM peak ${report.peakWorkerHeapMb} MB)`);
  line(
    '/healthz while measuring',
    `p95 ${report.healthzMs.p95} ms · max ${report.healthzMs.max} ms over ${report.healthzMs.probes} probes${verdict(pass?.healthz, `< ${TARGET.healthzMs} ms`)}`,
  );
  line('result', `${report.result.stage}, ${report.result.cognitiveAge} months, paper found: ${report.result.paperFound}`);
  line('written to', path.relative(process.cwd(), OUT_FILE));
  if (probeErrors.length > 0) {
    process.stderr.write(`${probeErrors.length} /healthz probe(s) got no answer, e.g. ${probeErrors[0]}\n`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  // The /healthz probe and the measuring workers would keep a failed run alive.
  process.exit(1);
});
