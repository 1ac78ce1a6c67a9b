/**
 * What bench:scale seeds, in one place (docs/decisions/032 copies it): the counts at 100,000
 * families, and the shares that shape them. `--smoke` seeds 1 % of every count.
 */
export type SeedShape = {
  parents: number;
  /** 0.9 × parents have a first plan, 0.4 × a second, 0.2 × a third: 1.5 plans a parent, a tenth with none. */
  plans: number;
  /** Free analyses, 60 % by signed-in parents (any age), 40 % anonymous over the last 31 days (the 30-day purge keeps that). */
  freeAnalyses: number;
  orders: number;
  contactMessages: number;
  shareLinks: number;
  sessions: number;
  rateLimits: number;
  /** pg-boss jobs kept after completion (its 7-day retention): evaluations, notices, e-mails. */
  jobs: number;
  /** The notices' sent-log (one row per reminder or notice e-mail). */
  noticeDeliveries: number;
  outboxEmails: number;
  dataExports: number;
  uploadTickets: number;
  /**
   * The storage journal's notes an hour old or more: what one hourly orphan run checks. A note
   * goes when its file's row commits, so what is left is bytes whose row never committed and the
   * keys of upload tickets and exports. Seeded as an upper bound: 1,000 notes, a fifth of two
   * busy hours' uploads (2,500 an hour, two keys each), half of them naming a committed file (ADR 032).
   */
  storageNotes: number;
};

export function seedShape(scale: number): SeedShape {
  const n = (full: number) => Math.max(1, Math.round(full * scale));
  return {
    parents: n(100_000),
    plans: n(150_000),
    freeAnalyses: n(200_000),
    orders: n(20_000),
    contactMessages: n(50_000),
    shareLinks: n(100_000),
    sessions: n(150_000),
    rateLimits: n(50_000),
    jobs: n(200_000),
    noticeDeliveries: n(300_000),
    outboxEmails: n(200_000),
    dataExports: n(1_000),
    uploadTickets: n(5_000),
    storageNotes: n(1_000),
  };
}

/**
 * The nearly empty database's administrator lists: a full first page of each list and each
 * filter (50 rows; the rarest filters are pending orders, 15 %, and new messages, 20 %), so an
 * administrator's first page reads the same 50 rows on both databases and the 1.5× comparison
 * is of the table's size, not of a page of 50 rows against a page of none (ADR 032).
 */
export const FIRST_PAGES = { parents: 60, orders: 400, contactMessages: 300 } as const;

/**
 * Where a plan stands, by share of plans. Weeks done: active 0–24 (uniform), completed 26,
 * archived 0–26; a week has a second attempt 5 % of the time and a third 1 %. A checkpoint
 * opens every 4 weeks with feedback; 72 % of the opened ones were taken (the family's all).
 */
export const PLAN_STAGES = [
  { stage: 'unpaid', share: 0.08 },
  { stage: 'paid, not set up', share: 0.04 },
  { stage: 'completed', share: 0.15 },
  { stage: 'archived', share: 0.1 },
  { stage: 'active', share: 0.63 },
] as const;
export const SECOND_ATTEMPT_SHARE = 0.05;
export const THIRD_ATTEMPT_SHARE = 0.01;
export const CHECKPOINT_TAKEN_SHARE = 0.72;
