import sharp from 'sharp';
import type { PageLocale } from '../../../contracts/i18n/locales.ts';
import { PLAN_NOT_FOUND_MESSAGE } from '../../../contracts/plans.ts';
import { CHECKPOINT_COUNT } from '../../../contracts/program.ts';
import { REPORT_MESSAGES, type ReportData, type ReportScope } from '../../../contracts/reports.ts';
import type { Db } from '../../db/client.ts';
import { translator } from '../../i18n/index.ts';
import { createContentCache } from '../../platform/content-cache.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { readIfPresent, type FileStorage } from '../../providers/storage/file-storage.ts';
import { checkpointRepository } from '../checkpoints/repository.ts';
import { taskResultRepository } from '../tasks/repository.ts';
import { gatherReportData, weeksOf } from './gather-report-data.ts';
import { REPORT_ERRORS } from './report-errors.ts';
import { reportRepository, type ReportPlan } from './repository.ts';

export type ReportDeps = { db: Db; storage: Pick<FileStorage, 'read'>; now?: () => Date };

/**
 * A report's data, and its fingerprint: the same data in JSON with each drawing named by its
 * storage key instead of its thumbnail's bytes. A key is written once, for one file, so the
 * fingerprint changes exactly when the PDF would (render-checkpoint-report's cache), and reading
 * it costs a few kilobytes instead of the thumbnails' hundreds.
 */
export type LoadedReport = { report: ReportData; fingerprint: string };

/** Small enough that 27 of them keep the final report and the shared page light, large enough to see the drawing. */
const THUMB_SIDE = 240;

/**
 * Report thumbnails by storage key. A key is written once, for one file (a new uuid each), so its
 * thumbnail never changes: the final report's 27 cost about 100 ms of CPU to make (3.6 ms each
 * with sharp, ADR 032) and are made once per process and ten minutes instead of on every download.
 */
const thumbnails = createContentCache<string>({ maxBytes: 16 * 2 ** 20, ttlMs: 10 * 60_000, sizeOf: (dataUrl) => dataUrl.length });

async function makeThumbnail(storage: ReportDeps['storage'], key: string): Promise<string | null> {
  const bytes = await readIfPresent(storage, key);
  if (!bytes) return null;
  try {
    const jpeg = await sharp(bytes)
      .rotate()
      .resize({ width: THUMB_SIDE, height: THUMB_SIDE, fit: 'inside' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 75 })
      .toBuffer();
    return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
  } catch {
    // A stored file that no longer decodes leaves its thumbnail out; the estimates still stand.
    return null;
  }
}

const thumbnail = (storage: ReportDeps['storage'], key: string) => thumbnails.getOrMake(key, () => makeThumbnail(storage, key));

/**
 * The plan, when the report asked for exists: a checkpoint's once it has results, the final one
 * once the plan is completed (all 26 weeks have feedback; the plan's isCompleted).
 */
export async function reportablePlan(db: Db, { planId, userId, scope }: { planId: string; userId: string | null; scope: ReportScope }): Promise<ReportPlan> {
  const plan = await reportRepository.findPlan(db, planId, userId);
  if (!plan) throw notFound(PLAN_NOT_FOUND_MESSAGE);
  if (!plan.setupCompletedAt) throw new AppError('CONFLICT', REPORT_ERRORS.planNotSetUp);
  if (scope.kind === 'checkpoint') {
    const checkpoint = await checkpointRepository.find(db, planId, scope.checkpointNumber);
    if (checkpoint?.status !== 'completed') throw new AppError('CONFLICT', REPORT_MESSAGES.checkpointNotCompleted(scope.checkpointNumber));
  } else if (!plan.isCompleted) {
    throw new AppError('CONFLICT', REPORT_ERRORS.planNotFinished);
  }
  return plan;
}

/**
 * A report's data for one plan. `userId` is the parent asking (their own plan only, another
 * parent's is "not found"); null when a share link, already checked, asks for it. `locale`: the
 * language it is written in (issue 37), English by default.
 */
export async function loadReport(
  deps: ReportDeps,
  { planId, userId, scope, locale = 'en' }: { planId: string; userId: string | null; scope: ReportScope; locale?: PageLocale },
): Promise<LoadedReport> {
  const { db, storage } = deps;
  const plan = await reportablePlan(db, { planId, userId, scope });
  const [weeks, checkpoints, tasks, baselineKey] = await Promise.all([
    reportRepository.completedWeeks(db, planId, weeksOf(scope)),
    reportRepository.completedCheckpoints(db, planId, scope.kind === 'checkpoint' ? scope.checkpointNumber : CHECKPOINT_COUNT),
    taskResultRepository.listOfPlan(db, planId),
    plan.baselineFileId ? reportRepository.baselineKey(db, plan.baselineFileId) : null,
  ]);

  const images = new Map<string, string>();
  for (const key of [baselineKey, ...weeks.map((week) => week.storageKey)]) {
    if (!key || images.has(key)) continue;
    const image = await thumbnail(storage, key);
    if (image) images.set(key, image);
  }
  const report = gatherReportData({
    plan,
    scope,
    weeks,
    checkpoints,
    tasks,
    baselineKey,
    thumbnails: images,
    now: deps.now?.() ?? new Date(),
    t: translator(locale),
  });
  // Each drawing's image is the very string the thumbnail cache holds for its key, so a lookup
  // compares references, not bytes. Two files with the same thumbnail name one key: same PDF.
  const keyOf = new Map([...images].map(([key, image]) => [image, key]));
  const fingerprint = JSON.stringify({
    ...report,
    drawings: report.drawings.map((drawing) => ({ ...drawing, image: keyOf.get(drawing.image) ?? drawing.image })),
  });
  return { report, fingerprint };
}
