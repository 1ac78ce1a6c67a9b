import { describe, expect, it } from 'vitest';
import { Challenge, type DrawingStage } from '../../../../../contracts/analysis.ts';
import type { GeneratePlanInput, PlanChallenge } from '../../analyser.ts';
import { getChallenge } from '../challenges/library.ts';
import { STAGES, stageSpan } from '../challenges/library-challenge.ts';
import { generatePlanLocally } from './generate-plan.ts';

const AGES = [36, 48, 60, 72, 84, 96, 108, 120];
const input = (stage: DrawingStage, months: number, areas: string[] = ['Keep practising']): GeneratePlanInput => ({
  stage,
  cognitiveAgeMonths: months,
  childAgeMonths: months,
  areasForImprovement: areas,
});
const everyPlan = STAGES.flatMap((stage) => AGES.map((age) => ({ stage, age, plan: generatePlanLocally(input(stage, age)) })));
const spanOf = (item: PlanChallenge) => stageSpan(getChallenge(item.challengeId) ?? ({} as never));
const count = (plan: PlanChallenge[], tag: string) => plan.filter((item) => item.skillTags.includes(tag)).length;
const average = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

describe('generatePlanLocally', () => {
  it('gives exactly 26 weeks, numbered 1 to 26, with no challenge twice', () => {
    for (const { plan } of everyPlan) {
      expect(plan.map((item) => item.week)).toEqual(Array.from({ length: 26 }, (_, i) => i + 1));
      expect(new Set(plan.map((item) => item.challengeId)).size).toBe(26);
    }
  });

  it('returns plan challenges that match the contract and the library', () => {
    const { plan } = everyPlan[10] ?? { plan: [] };
    for (const item of plan) {
      expect(() => Challenge.parse(item)).not.toThrow();
      const source = getChallenge(item.challengeId);
      expect(source).toBeDefined();
      expect(item).toMatchObject({ title: source?.title, difficulty: source?.difficulty, skillTags: source?.skillTags });
    }
  });

  it("fits the child's stage: starts at or just below it and reaches the next stage by the end", () => {
    for (const { stage, age, plan } of everyPlan) {
      const s = STAGES.indexOf(stage);
      const label = `${stage} at ${age} months`;
      plan.forEach((item, index) => {
        const span = spanOf(item);
        expect(span.max, `${label}, week ${item.week}`).toBeGreaterThanOrEqual(s - 1);
        expect(span.min, `${label}, week ${item.week}`).toBeLessThanOrEqual(s + 1);
        if (index < 4) expect(span.min, `${label}, week ${item.week} starts above the stage`).toBeLessThanOrEqual(s);
        if (index >= 8) expect(span.max, `${label}, week ${item.week} is below the stage`).toBeGreaterThanOrEqual(s);
      });
      const last = plan.at(-1) as PlanChallenge;
      expect(spanOf(last).max, label).toBeGreaterThanOrEqual(Math.min(s + 1, STAGES.length - 1));
    }
  });

  it('rises in difficulty: gentle first weeks, a 4-week average that never drops, harder at the end', () => {
    for (const { stage, age, plan } of everyPlan) {
      const difficulty = plan.map((item) => item.difficulty);
      const label = `${stage} at ${age} months: ${difficulty.join('')}`;
      expect(Math.max(...difficulty.slice(0, 4)), label).toBeLessThanOrEqual(2);
      for (let week = 4; week < 26; week++) {
        const before = average(difficulty.slice(week - 4, week));
        const now = average(difficulty.slice(week - 3, week + 1));
        expect(now, `${label}, week ${week + 1}`).toBeGreaterThanOrEqual(before);
      }
      expect(average(difficulty.slice(-4)) - average(difficulty.slice(0, 4)), label).toBeGreaterThanOrEqual(2);
    }
  });

  it('varies the skills: no skill tag three weeks in a row', () => {
    for (const { stage, age, plan } of everyPlan) {
      for (let i = 2; i < plan.length; i++) {
        const [a, b, c] = [plan[i - 2], plan[i - 1], plan[i]] as [PlanChallenge, PlanChallenge, PlanChallenge];
        const repeated = c.skillTags.filter((tag) => a.skillTags.includes(tag) && b.skillTags.includes(tag));
        expect(repeated, `${stage} at ${age} months, weeks ${i - 1}–${i + 1}`).toEqual([]);
      }
      expect(new Set(plan.flatMap((item) => item.skillTags)).size).toBeGreaterThanOrEqual(10);
    }
  });

  it('is deterministic: the same input gives the same plan', () => {
    const request = { ...input('schematic', 90, ['Add more detail', 'Try a ground line']), childAgeMonths: 84 };
    expect(generatePlanLocally(request)).toEqual(generatePlanLocally(structuredClone(request)));
    expect(generatePlanLocally(request)).not.toEqual(generatePlanLocally(input('schematic', 90)));
  });

  it('leans towards the areas for improvement', () => {
    const cases: { areas: string[]; tag: string }[] = [
      { areas: ['Try drawing a ground line so things can stand on it'], tag: 'space' },
      { areas: ['Use more colours'], tag: 'colour' },
      { areas: ['Draw people with a body, arms and legs'], tag: 'people' },
      { areas: ['Add more detail'], tag: 'detail' },
      { areas: ['Practise closed shapes'], tag: 'shapes' },
    ];
    for (const stage of STAGES) {
      for (const age of [48, 96]) {
        const neutral = generatePlanLocally(input(stage, age));
        for (const { areas, tag } of cases) {
          const focused = generatePlanLocally(input(stage, age, areas));
          expect(count(focused, tag), `${stage} at ${age} months, ${tag}`).toBeGreaterThan(count(neutral, tag));
        }
      }
    }
  });

  it('copes with any age the analyser can give, and with measured features', () => {
    for (const stage of STAGES) {
      for (const months of [18, 144]) {
        const plan = generatePlanLocally({
          stage,
          cognitiveAgeMonths: months,
          areasForImprovement: [],
          features: {
            width: 800,
            height: 600,
            paperFound: true,
            inkCoverage: 0.1,
            colorCount: 1,
            colors: ['#000000'],
            strokeLength: 1200,
            closedShapes: 0,
            shapes: { circle: 0, triangle: 0, rectangle: 0, other: 0 },
            straightLineShare: 0.2,
            symmetry: 0.3,
            pageUsage: 0.2,
            groundLine: false,
            skyBand: false,
            nestedShapes: 0,
            scribbleIndex: 0.8,
            lineLength: 9,
            lineEnds: 4,
            junctions: 80,
            separateMarks: 1,
          },
        });
        expect(plan).toHaveLength(26);
      }
    }
  });
});
