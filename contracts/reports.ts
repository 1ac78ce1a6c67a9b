import { z } from 'zod';
import { AgeRange, type DevelopmentStatus } from './analysis.ts';
import { BRAND } from './brand.ts';
import { CHECKPOINT_COUNT } from './program.ts';
import { TaskKind } from './tasks.ts';

/** Where the report routes live; the web app builds its links from these. */
export const REPORT_URLS = {
  checkpointPdf: (planId: string, n: number) => `/api/plans/${planId}/reports/checkpoint/${n}.pdf`,
  finalPdf: (planId: string) => `/api/plans/${planId}/reports/final.pdf`,
  shares: (planId: string) => `/api/plans/${planId}/report-shares`,
  share: (planId: string, shareId: string) => `/api/plans/${planId}/report-shares/${shareId}`,
  sharedReport: (token: string) => `/api/shared-reports/${token}`,
  sharedPdf: (token: string) => `/api/shared-reports/${token}/report.pdf`,
  sharedPage: (token: string) => `/shared/${token}`,
} as const;

export const REPORT_MESSAGES = {
  checkpointNotCompleted: (n: number) => `Checkpoint ${n} has no results yet, so there is no report for it. Evaluate it first.`,
  planNotFinished: 'The final report is ready once all 26 weeks have feedback.',
  planNotSetUp: 'This plan has no starting drawing yet, so there is nothing to report.',
  shareNotFound: 'This link does not lead to a report. Please check it with the person who sent it.',
  shareExpired: 'This link has expired. Please ask the parent for a new one.',
  shareRevoked: 'This link was turned off by the parent.',
  shareListNotFound: 'This share link was not found.',
} as const;

/**
 * What a report says that a drawing cannot tell. The coverage figure is the one ADR 018 measured
 * out of fold (88.5 % with each child's age spread through their year; 98 % at the year's middle).
 */
export const REPORT_LIMITS = {
  notADiagnosis: 'This report is an estimate from children’s drawings, not a diagnosis. Kritzel is not a diagnostic tool.',
  oneDrawing: 'A drawing is one snapshot: the same child draws differently from day to day, with mood, time and materials.',
  coverage:
    'Tested out of fold on 1,660 drawings by typically developing children aged 4–8, the child’s age fell inside the shown range for 88.5 % of them (98.1 % with ages taken at the middle of each year).',
  ranking:
    'On that set the single estimates followed the children’s ages only weakly (rank correlation 0.06): read the range, not the single number, and never compare month by month.',
  // Addressed to no one: the reader may be the parent or the paediatrician the parent sent it to.
  askADoctor: 'Whether a child’s development needs a closer look is for a paediatrician to judge, not for a drawing.',
} as const;

/**
 * Issue 35: a report is read by a doctor as well as the parent, so it speaks of the child by first
 * name, in the third person — never "your child" or "your paediatrician". (The result screens keep
 * STATUS_LABELS, which speak to the parent.) The PDF and the shared page both use these words.
 */
export const REPORT_WORDS = {
  estimatesIntro: 'Each estimate comes from the drawings alone. The range is the answer; the single number is only its point estimate.',
  comparedWith: (firstName: string) => `Compared with ${firstName}’s age then`,
  noComparison: 'No tested range or age to compare with',
  status: (status: DevelopmentStatus, firstName: string): string =>
    ({
      advanced: `Ahead of what is expected at ${firstName}’s age then — every child’s path is different`,
      typical: `Within the range expected at ${firstName}’s age then`,
      behind: `Below the range expected at ${firstName}’s age then — one drawing is a snapshot; ${BRAND.name} looks again at each checkpoint`,
    })[status],
} as const;

/** One estimate in a report: the baseline, a week's feedback or a checkpoint. */
export const ReportEstimate = z.object({
  kind: z.enum(['baseline', 'week', 'checkpoint']),
  label: z.string(),
  /** Months: the single number, shown after the range. */
  months: z.number().int(),
  range: AgeRange.nullable(),
  /** The product's status wording for this estimate against the child's age then; null without a range or an age. */
  status: z.string().nullable(),
});
export type ReportEstimate = z.infer<typeof ReportEstimate>;

export const ReportDrawing = z.object({
  label: z.string(),
  /** A small JPEG as a data URL (the shared page shows it without any signed-in image route). */
  image: z.string(),
});
export type ReportDrawing = z.infer<typeof ReportDrawing>;

/**
 * Issue 33: a standard task done at a checkpoint (the shape sheet, draw-a-person): what the child
 * passed, the estimate from the norms in words, and the norms' sources.
 */
export const ReportTask = z.object({
  task: TaskKind,
  checkpointNumber: z.number().int().min(1).max(CHECKPOINT_COUNT),
  /** "Checkpoint 2: the shape sheet". */
  title: z.string(),
  /** The items passed, by their labels, in the task's order; corrections by the parent count. */
  passed: z.array(z.string()),
  /** How many items the task has, so "4 of 9" can be said. */
  itemCount: z.number().int().min(0),
  /** The estimate's range in a parent's words ("about 4 ½ to 5 ½ years on this task"). */
  words: z.string(),
  sources: z.array(z.string()),
});
export type ReportTask = z.infer<typeof ReportTask>;

/** A report's content: the PDF and the shared page are both made from it. No e-mail, no birth date. */
export const ReportData = z.object({
  kind: z.enum(['checkpoint', 'final']),
  checkpointNumber: z.number().int().min(1).max(CHECKPOINT_COUNT).nullable(),
  title: z.string(),
  childFirstName: z.string(),
  /** "5 years 4 months", on the day the report was made. */
  childAge: z.string().nullable(),
  madeOn: z.string(),
  weeks: z.object({ from: z.number().int(), to: z.number().int() }),
  estimates: z.array(ReportEstimate),
  measured: z.array(z.string()),
  /**
   * Then and now: what changed between the starting drawing and the report's checkpoint (the
   * latest one for the end of the plan), from the two drawings' measurements only
   * (contracts/then-and-now.ts); null when either was not measured.
   */
  changes: z.object({ checkpointNumber: z.number().int().min(1).max(CHECKPOINT_COUNT), sentences: z.array(z.string()) }).nullable(),
  drawings: z.array(ReportDrawing),
  /** Issue 33: the tasks done at the checkpoints the report covers (up to its own), in the order they were done. */
  tasks: z.array(ReportTask),
  limits: z.array(z.string()),
});
export type ReportData = z.infer<typeof ReportData>;

export const SHARE_EXPIRY_DAYS = [7, 30, 90] as const;
export const DEFAULT_SHARE_EXPIRY_DAYS = 30;

export const ReportScope = z.union([
  z.object({ kind: z.literal('checkpoint'), checkpointNumber: z.number().int().min(1).max(CHECKPOINT_COUNT) }),
  z.object({ kind: z.literal('final') }),
]);
export type ReportScope = z.infer<typeof ReportScope>;

/** POST /api/plans/:planId/report-shares */
export const CreateReportShareRequest = z.object({
  scope: ReportScope,
  expiresInDays: z.union([z.literal(7), z.literal(30), z.literal(90)], { error: 'Please choose 7, 30 or 90 days.' }).default(DEFAULT_SHARE_EXPIRY_DAYS),
});
export type CreateReportShareRequest = z.input<typeof CreateReportShareRequest>;

export const ReportShareOpening = z.object({ openedAt: z.string(), browser: z.string() });
export type ReportShareOpening = z.infer<typeof ReportShareOpening>;

export const ReportShare = z.object({
  id: z.string(),
  scope: ReportScope,
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  state: z.enum(['active', 'expired', 'revoked']),
  openings: z.array(ReportShareOpening),
});
export type ReportShare = z.infer<typeof ReportShare>;

/** The link is shown once, at creation: only its hash is kept. */
export const CreateReportShareResponse = z.object({ share: ReportShare, url: z.string() });
export type CreateReportShareResponse = z.infer<typeof CreateReportShareResponse>;

export const ReportSharesResponse = z.array(ReportShare);

/** GET /api/shared-reports/:token */
export const SharedReportResponse = z.object({ report: ReportData, expiresAt: z.string() });
export type SharedReportResponse = z.infer<typeof SharedReportResponse>;
