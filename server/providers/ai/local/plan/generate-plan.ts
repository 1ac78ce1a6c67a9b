import type { GeneratePlanInput, PlanChallenge } from '../../analyser.ts';
import { CHALLENGE_LIBRARY } from '../challenges/library.ts';
import { type LibraryChallenge, stageSpan } from '../challenges/library-challenge.ts';
import { type FocusTag, focusTagsFor } from './improvement-focus.ts';
import { toPlanChallenge } from './plan-challenge.ts';
import { GENTLE_MAX_DIFFICULTY, GENTLE_WEEKS, PLAN_WEEKS, type PlanShape, planShape } from './plan-shape.ts';
import { hashText, unitFromText } from './seeded-random.ts';

/** Moving averages over this many weeks never go down. */
export const TREND_WINDOW = 4;

type Search = {
  shape: PlanShape;
  focus: FocusTag[];
  seed: string;
  /** How many of the best candidates a week tries before giving up on the weeks before it. */
  branching: number;
  varied: boolean;
};

type StageWindow = { min: number; max: number };

/** Whether a challenge's stages overlap a week's stage window. */
const fitsWindow = (challenge: LibraryChallenge, window: StageWindow) => {
  const span = stageSpan(challenge);
  return span.min <= window.max && span.max >= window.min;
};

/**
 * Hard rules: the week's stage window, gentle first weeks, a rising trend (a week is never
 * easier than the week four before it, so every 4-week average rises or holds), and no skill tag
 * in three weeks running.
 */
function allowed(challenge: LibraryChallenge, week: number, picked: LibraryChallenge[], search: Search): boolean {
  if (!fitsWindow(challenge, search.shape.windowFor(week))) return false;
  if (week <= GENTLE_WEEKS && challenge.difficulty > GENTLE_MAX_DIFFICULTY) return false;
  const fourBefore = picked[week - 1 - TREND_WINDOW];
  if (fourBefore && challenge.difficulty < fourBefore.difficulty) return false;
  const [before, last] = [picked[week - 3], picked[week - 2]];
  if (search.varied && before && last) {
    if (challenge.skillTags.some((tag) => before.skillTags.includes(tag) && last.skillTags.includes(tag))) return false;
  }
  return true;
}

/** Soft preferences: near the week's target, towards the areas to improve, fresh skills. */
function score(challenge: LibraryChallenge, week: number, picked: LibraryChallenge[], search: Search): number {
  const { shape, focus, seed } = search;
  let total = -1.6 * Math.abs(challenge.difficulty - shape.targetDifficulty(week));
  const focusBonus = challenge.skillTags.reduce((sum, tag) => sum + (focus.find((f) => f.tag === tag)?.weight ?? 0), 0);
  total += Math.min(1.2, focusBonus);
  for (const recent of picked.slice(-3)) {
    total -= 0.35 * challenge.skillTags.filter((tag) => recent.skillTags.includes(tag)).length;
  }
  if (week >= shape.nextStageFrom && stageSpan(challenge).max > shape.stage) total += 0.4;
  return total + 0.9 * unitFromText(`${seed}:${challenge.id}:${week}`);
}

/** For a stage window: how many unused challenges fit it at each difficulty and above (index = difficulty). */
type FreeCounts = (window: StageWindow) => readonly number[];

/**
 * Counted once per week of the search and per window, not once per candidate: every candidate
 * of a week sees the same unused challenges, and leavesRoom takes the candidate itself off.
 * Scanning the library per candidate made a plan cost 17 ms at the median and up to 83 ms, on
 * the server's event loop (issue 17).
 */
function freeCountsOf(used: ReadonlySet<string>): FreeCounts {
  const counted = new Map<string, number[]>();
  return (window) => {
    const key = `${window.min}-${window.max}`;
    let counts = counted.get(key);
    if (!counts) {
      counts = [0, 0, 0, 0, 0, 0];
      for (const challenge of CHALLENGE_LIBRARY) {
        if (used.has(challenge.id) || !fitsWindow(challenge, window)) continue;
        for (let level = 2; level <= 5; level++) if (challenge.difficulty >= level) counts[level]!++;
      }
      counted.set(key, counts);
    }
    return counts;
  };
}

/**
 * Looks ahead before committing a week: the trend rule sets a minimum difficulty for later
 * weeks, so there must still be enough unused challenges at or above it in each later week's
 * stage window. Without this, an early hard pick can strand the last weeks.
 */
function leavesRoom(candidate: LibraryChallenge, week: number, picked: LibraryChallenge[], freeCounts: FreeCounts, search: Search): boolean {
  const floors = new Map<number, number>([[week, candidate.difficulty]]);
  const needs = new Map<string, { window: StageWindow; floors: number[] }>();
  for (let later = week + 1; later <= PLAN_WEEKS; later++) {
    const source = later - TREND_WINDOW;
    const floor = source < 1 ? 1 : source < week ? (picked[source - 1]?.difficulty ?? 1) : (floors.get(source) ?? 1);
    floors.set(later, floor);
    const window = search.shape.windowFor(later);
    const key = `${window.min}-${window.max}`;
    const need = needs.get(key) ?? { window, floors: [] };
    need.floors.push(floor);
    needs.set(key, need);
  }
  for (const { window, floors: laterFloors } of needs.values()) {
    const free = freeCounts(window);
    const candidateFits = fitsWindow(candidate, window);
    for (let level = 2; level <= 5; level++) {
      const needed = laterFloors.filter((floor) => floor >= level).length;
      const left = free[level]! - (candidateFits && candidate.difficulty >= level ? 1 : 0);
      if (needed > left) return false;
    }
  }
  return true;
}

function search(settings: Search): LibraryChallenge[] | null {
  const picked: LibraryChallenge[] = [];
  const used = new Set<string>();
  let budget = 3_000;
  const fill = (week: number): boolean => {
    if (week > PLAN_WEEKS) return true;
    const freeCounts = freeCountsOf(used);
    const candidates = CHALLENGE_LIBRARY.filter((c) => !used.has(c.id) && allowed(c, week, picked, settings))
      .filter((c) => leavesRoom(c, week, picked, freeCounts, settings))
      .map((challenge) => ({ challenge, score: score(challenge, week, picked, settings) }))
      .sort((a, b) => b.score - a.score || a.challenge.id.localeCompare(b.challenge.id))
      .slice(0, settings.branching);
    for (const { challenge } of candidates) {
      if (--budget < 0) return false;
      picked.push(challenge);
      used.add(challenge.id);
      if (fill(week + 1)) return true;
      picked.pop();
      used.delete(challenge.id);
    }
    return false;
  };
  return fill(1) ? picked : null;
}

/**
 * The local plan: 26 weekly challenges from the curated library that fit the child's stage,
 * lean towards the areas for improvement, rise in difficulty and vary in skills. The same input
 * always gives the same plan.
 */
export function generatePlanLocally(input: GeneratePlanInput): PlanChallenge[] {
  const seed = hashText(
    JSON.stringify([input.stage, input.cognitiveAgeMonths, input.childAgeMonths ?? null, input.areasForImprovement, input.features ?? null]),
  );
  const shape = planShape(input.stage, input.cognitiveAgeMonths);
  const focus = focusTagsFor(input.areasForImprovement, input.features);
  // A fresh deterministic seed per attempt: restarts get out of a dead end faster than
  // exhaustive backtracking, and the same input still walks the same attempts. The last few
  // attempts drop the variety rule, so a parent always gets a plan (a sweep over every stage,
  // ages 18–144 months and several sets of areas never reached them with today's library).
  let plan: LibraryChallenge[] | null = null;
  for (let attempt = 0; attempt < 24 && !plan; attempt++) {
    plan = search({ shape, focus, seed: `${seed}:${attempt}`, branching: 6, varied: attempt < 20 });
  }
  if (!plan) throw new Error(`The challenge library cannot fill a plan for the ${input.stage} stage`);
  return plan.map((challenge, index) => toPlanChallenge(challenge, index + 1));
}
