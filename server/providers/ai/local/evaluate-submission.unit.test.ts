import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Challenge, DetailedFeedback, DrawingFeatures } from '../../../../contracts/analysis.ts';
import type { DrawingAnalysis, EvaluateSubmissionInput } from '../analyser.ts';
import { interpretFeatures } from './analyze-drawing.ts';
import { getChallenge } from './challenges/index.ts';
import { toPlanChallenge } from './plan/plan-challenge.ts';
import { SCENE_FEATURES as FEATURES } from './drawing-features.fixture.ts';

// The photos' analyses are scripted: these tests are about the feedback built from them.
const scripted: { analyses: DrawingAnalysis[] } = { analyses: [] };
vi.mock('./analyze-drawings.ts', () => ({ analyzeDrawings: async () => scripted.analyses }));
const { evaluateSubmissionLocally } = await import('./evaluate-submission.ts');

/** A photo's analysis with a given estimate and range; strengths worded from its features by the real wording. */
function analysis(features: Partial<DrawingFeatures>, cognitiveAge: number, range: { min: number; max: number }): DrawingAnalysis {
  const f = { ...FEATURES, ...features };
  const worded = interpretFeatures(f, { childAgeMonths: 60, difficulty: 'medium', challenge: 'general' });
  return { ...worded, cognitiveAge, cognitiveAgeRange: range, features: f };
}

// The library's own challenges, placed in a week as a plan places them.
const libraryWeek = (id: string, week: number): Challenge => toPlanChallenge(getChallenge(id)!, week);
const scene = libraryWeek('sky-up-top-grass-below', 5);
const scribbles = libraryWeek('wiggles-and-zigzags', 2);

const input = (overrides: Partial<EvaluateSubmissionInput> = {}): EvaluateSubmissionInput => ({
  images: [{ data: Buffer.from('x'), mimeType: 'image/png' }],
  challenge: scene,
  weekNumber: 5,
  childAgeMonths: 60,
  observations: {},
  transcripts: [],
  recordingCount: 0,
  previous: [],
  ...overrides,
});

beforeEach(() => {
  scripted.analyses = [analysis({}, 62, { min: 45, max: 84 })];
});

describe('weekly feedback without an AI service', () => {
  it('writes the range of the photo that speaks for the week', async () => {
    const feedback = await evaluateSubmissionLocally(input());
    expect(feedback.cognitiveAssessment).toMatchObject({ estimatedCognitiveAge: 62, cognitiveAgeRange: { min: 45, max: 84 } });
  });

  it("without goals, names the challenge's measurable skills with what the drawing shows, and claims nothing a photo cannot measure", async () => {
    const feedback = await evaluateSubmissionLocally(
      input({ challenge: { ...scene, title: 'A week written before the library', skills: ['Spatial awareness', 'Colour choice', 'Imagination'] } }),
    );
    const skills = feedback.visualAnalysis.technicalSkills;
    expect(skills).toEqual([
      'Spatial awareness: a ground line, and marks across 70% of the page.',
      'Colour choice: the drawing uses 4 colours (red, blue, green and yellow).',
    ]);
    expect(JSON.stringify(feedback)).not.toMatch(/imagination/i);
  });

  it('never gives two colour counts when two photos differ', async () => {
    scripted.analyses = [
      analysis({ colorCount: 4, colors: ['red', 'blue', 'green', 'yellow'] }, 58, { min: 42, max: 80 }),
      analysis({ colorCount: 5, colors: ['red', 'blue', 'green', 'yellow', 'black'] }, 66, { min: 50, max: 88 }),
    ];
    const feedback = await evaluateSubmissionLocally(input());
    const text = JSON.stringify(feedback);
    const counts = new Set([...text.matchAll(/(\d+) (?:different )?colours/g)].map((m) => m[1]));
    expect(counts).toEqual(new Set(['5']));
    expect(feedback.cognitiveAssessment.cognitiveAgeRange).toEqual({ min: 50, max: 88 });
  });

  it('does not lower the estimate for a challenge that asked for scribbles: the earlier estimate and range carry over', async () => {
    scripted.analyses = [analysis({ closedShapes: 0, nestedShapes: 0, scribbleIndex: 0.8, groundLine: false }, 30, { min: 22, max: 48 })];
    const feedback = await evaluateSubmissionLocally(
      input({
        challenge: scribbles,
        challengeId: 'wiggles-and-zigzags',
        weekNumber: 2,
        previous: [{ weekNumber: 1, estimatedCognitiveAge: 54, cognitiveAgeRange: { min: 40, max: 75 } }],
      }),
    );
    expect(feedback.cognitiveAssessment).toMatchObject({ estimatedCognitiveAge: 54, cognitiveAgeRange: { min: 40, max: 75 } });
    expect(feedback.visualAnalysis.progressThroughSession).toContain(
      "This week's challenge kept the drawing to one skill rather than a whole picture, so it is not read as a new drawing age; the estimate carries over from week 1.",
    );
    expect(feedback.observed?.estimateCarriedOver).toBe(true);
  });

  it('knows a restrictive challenge by its title when no id was stored, and carries the baseline in the first week', async () => {
    scripted.analyses = [analysis({ closedShapes: 0, scribbleIndex: 0.8 }, 30, { min: 22, max: 48 })];
    const feedback = await evaluateSubmissionLocally(
      input({ challenge: scribbles, weekNumber: 1, baseline: { cognitiveAge: 50, cognitiveAgeRange: { min: 36, max: 70 } } }),
    );
    expect(feedback.cognitiveAssessment).toMatchObject({ estimatedCognitiveAge: 50, cognitiveAgeRange: { min: 36, max: 70 } });
    expect(feedback.visualAnalysis.progressThroughSession).toContain('carries over from the start of the plan');
  });

  it('reads an open challenge as usual, lower or not, and says nothing about progress between weeks', async () => {
    for (const [estimate, range] of [
      [48, { min: 34, max: 70 }],
      [90, { min: 76, max: 110 }],
    ] as const) {
      scripted.analyses = [analysis({}, estimate, range)];
      const feedback = await evaluateSubmissionLocally(
        input({ previous: [{ weekNumber: 4, estimatedCognitiveAge: 54, cognitiveAgeRange: { min: 40, max: 75 } }] }),
      );
      expect(feedback.cognitiveAssessment.estimatedCognitiveAge).toBe(estimate);
      expect(feedback.observed?.estimateCarriedOver).toBe(false);
      expect(JSON.stringify(feedback)).not.toMatch(/up from|new skills|simpler drawing than|much the same as/i);
    }
  });

  it('counts every recording the submission has, transcribed or not, in words a parent reads', async () => {
    const kept = await evaluateSubmissionLocally(input({ recordingCount: 2 }));
    expect(kept.interactionAnalysis.communicationPatterns).toEqual([
      '2 recordings kept with this week — you can listen to them again under Voice Recordings. Talking about the picture while it grows builds vocabulary and planning.',
    ]);
    scripted.analyses = [];
    const withoutPhoto = await evaluateSubmissionLocally(input({ images: [], recordingCount: 1 }));
    scripted.analyses = [analysis({}, 62, { min: 45, max: 84 })];
    expect(withoutPhoto.interactionAnalysis.communicationPatterns[0]).toMatch(
      /^One recording kept with this week — you can listen to it again under Voice Recordings\./,
    );
    expect(withoutPhoto.cognitiveAssessment.strengths).toEqual(['Recording the session together']);
    const partly = await evaluateSubmissionLocally(input({ recordingCount: 3, transcripts: ['Child: a house'] }));
    expect(partly.interactionAnalysis.communicationPatterns[0]).toMatch(/^You recorded 3 conversations while drawing/);
    const talked = await evaluateSubmissionLocally(input({ recordingCount: 1, transcripts: ['Child: a house'] }));
    expect(talked.interactionAnalysis.communicationPatterns[0]).toMatch(/^You recorded one conversation while drawing/);
    for (const feedback of [kept, withoutPhoto, partly, talked]) {
      const text = JSON.stringify(feedback);
      expect(text).not.toContain('No recordings');
      // Which service writes transcripts is the operator's business, not the parent's.
      expect(text).not.toMatch(/AI provider|server|transcri/i);
    }
    const none = await evaluateSubmissionLocally(input({ recordingCount: 0 }));
    expect(none.interactionAnalysis.communicationPatterns[0]).toMatch(/^No recordings this week/);
  });

  it('carries the earlier estimate and range when no photo was sent', async () => {
    scripted.analyses = [];
    const feedback = await evaluateSubmissionLocally(
      input({ images: [], previous: [{ weekNumber: 4, estimatedCognitiveAge: 54, cognitiveAgeRange: { min: 40, max: 75 } }] }),
    );
    expect(feedback.cognitiveAssessment).toMatchObject({ estimatedCognitiveAge: 54, cognitiveAgeRange: { min: 40, max: 75 } });
  });
});

/** Every sentence a parent reads on the week's page. */
const sentences = (feedback: DetailedFeedback) =>
  [
    feedback.overallFeedback,
    feedback.visualAnalysis.creativity,
    feedback.visualAnalysis.progressThroughSession,
    ...feedback.visualAnalysis.technicalSkills,
    feedback.interactionAnalysis.parentChildDynamics,
    feedback.interactionAnalysis.learningApproach,
    ...feedback.interactionAnalysis.communicationPatterns,
    ...feedback.recommendations.immediate,
    ...feedback.recommendations.nextWeek,
    ...feedback.recommendations.parentGuidance,
    ...(feedback.observed?.goals.map((g) => g.note ?? '') ?? []),
  ].join('\n');

// A house with two people: closed shapes with details inside, straight lines, a ground line.
const HOUSE: Partial<DrawingFeatures> = {
  closedShapes: 6,
  nestedShapes: 4,
  shapes: { circle: 2, triangle: 1, rectangle: 3, other: 0 },
  straightLineShare: 0.55,
  colorCount: 3,
  colors: ['red', 'brown', 'blue'],
  groundLine: true,
};

describe("issue 32: this week's drawing and this week's challenge", () => {
  const calmWaves = libraryWeek('calm-waves', 1);
  const fishTank = libraryWeek('fish-tank', 2);
  const colourMixing = libraryWeek('crayon-colour-mixing', 5);

  it('welcomes a house drawn instead of the waves, in the parent’s words, and counts no goal and no score', async () => {
    scripted.analyses = [analysis(HOUSE, 70, { min: 55, max: 90 })];
    const feedback = await evaluateSubmissionLocally(
      input({
        challenge: calmWaves,
        challengeId: 'calm-waves',
        weekNumber: 1,
        observations: {
          followedChallenge: 'other',
          drewInstead: 'our house and the two of us',
          parentNotes: 'She drew our house and the two of us instead of waves',
        },
      }),
    );
    expect(feedback.overallFeedback).toMatch(
      /^Your child drew our house and the two of us instead of this week's challenge — drawing what matters to them is a good reason to draw\./,
    );
    expect(feedback.score).toBeUndefined();
    expect(feedback.observed).toMatchObject({ followed: 'other', drewInstead: 'our house and the two of us', goalsShown: 0 });
    expect(feedback.observed?.goals.filter((g) => g.seen === true)).toEqual([]);
    for (const goal of feedback.observed!.goals.filter((g) => g.checkable)) expect(goal).toMatchObject({ seen: false, note: "not this week's drawing" });
    expect(feedback.observed?.features?.closedShapes).toBe(6);
    expect(sentences(feedback)).toContain('You wrote: “She drew our house and the two of us instead of waves”');
  });

  it('counts the goals a photo shows for a drawing that followed the challenge, and scores only them', async () => {
    scripted.analyses = [analysis({ straightLineShare: 0.1, scribbleIndex: 0.1, colorCount: 2, colors: ['blue', 'green'] }, 50, { min: 38, max: 70 })];
    const feedback = await evaluateSubmissionLocally(
      input({ challenge: calmWaves, challengeId: 'calm-waves', weekNumber: 1, observations: { followedChallenge: 'yes' } }),
    );
    const goals = feedback.observed!.goals;
    expect(goals.filter((g) => g.checkable).map((g) => g.seen)).toEqual(
      goals.filter((g) => g.checkable).map((g) => g.goal === 'curving or wavy lines' || (g.goal === 'several colours' ? false : g.seen)),
    );
    expect(feedback.score).toBe(Math.round((100 * feedback.observed!.goalsShown) / feedback.observed!.goalsCheckable) / 10);
    expect(feedback.overallFeedback).toContain(
      `It shows ${feedback.observed!.goalsShown} of the ${feedback.observed!.goalsCheckable} challenge goals a photo can check`,
    );
    for (const goal of goals.filter((g) => !g.checkable))
      expect(goal).toMatchObject({ seen: null, note: expect.stringMatching(/^A photo cannot show .+ — you saw it while your child drew\.$/) });
  });

  it('says that a photo cannot show a fish when a Fish Tank drawing is one red circle', async () => {
    scripted.analyses = [
      analysis(
        { closedShapes: 1, nestedShapes: 0, shapes: { circle: 1, triangle: 0, rectangle: 0, other: 0 }, colorCount: 1, colors: ['red'], groundLine: false },
        40,
        { min: 30, max: 60 },
      ),
    ];
    const feedback = await evaluateSubmissionLocally(input({ challenge: fishTank, challengeId: 'fish-tank', weekNumber: 2 }));
    expect(feedback.overallFeedback).toMatch(/A photo cannot show [^.]*fish/);
    expect(feedback.observed?.goals.find((g) => !g.checkable && /fish/.test(g.goal))).toMatchObject({ seen: null });
    expect(feedback.overallFeedback).toContain('Drawn in red'.toLowerCase());
  });

  it('never tells Crayon Colour Mixing that it asked for big, free marks', async () => {
    scripted.analyses = [analysis({}, 60, { min: 45, max: 84 })];
    const feedback = await evaluateSubmissionLocally(
      input({
        challenge: colourMixing,
        challengeId: 'crayon-colour-mixing',
        previous: [{ weekNumber: 4, estimatedCognitiveAge: 58, cognitiveAgeRange: { min: 44, max: 80 } }],
      }),
    );
    expect(sentences(feedback)).not.toMatch(/big, free marks and scribbles|asked for big/);
  });

  it('invents nothing: no "at their own pace", no calm, no skill a photo cannot see', async () => {
    for (const challengeId of ['calm-waves', 'fish-tank', 'crayon-colour-mixing', 'sky-up-top-grass-below']) {
      for (const difficultyLevel of [undefined, 3, 5]) {
        const feedback = await evaluateSubmissionLocally(input({ challenge: libraryWeek(challengeId, 3), challengeId, observations: { difficultyLevel } }));
        expect(sentences(feedback)).not.toMatch(/at their own pace|calming down|steady lines, calming/i);
      }
    }
  });

  it("answers the parent's notes and moods instead of only repeating them", async () => {
    const low = await evaluateSubmissionLocally(
      input({
        challenge: fishTank,
        challengeId: 'fish-tank',
        observations: { childMood: 2, needsHelp: 'the triangle tail', specificObservations: 'He said the big one is the boss fish' },
      }),
    );
    expect(low.interactionAnalysis.parentChildDynamics).toMatch(/^Your child felt frustrated\. Next time, try a shorter go/);
    expect(low.recommendations.parentGuidance[0]).toBe(
      'You wrote that your child needed help with “the triangle tail”. Show that step once on your own sheet, then hand the crayon back so your child does it their way.',
    );
    expect(low.recommendations.parentGuidance[1]).toMatch(
      /^You wrote: “He said the big one is the boss fish” — that is the part a photo cannot show \([^)]*fish/,
    );
    expect(low.observed?.goals.find((g) => !g.checkable)?.note).toBe('A photo cannot show a fish. You wrote: “He said the big one is the boss fish”');
    const fun = await evaluateSubmissionLocally(input({ observations: { activityEnjoyment: 5 } }));
    expect(fun.interactionAnalysis.parentChildDynamics).toContain('Your child enjoyed this one — do it again another day');
  });
});
