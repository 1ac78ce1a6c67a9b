import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Challenge, DrawingFeatures } from '../../../../contracts/analysis.ts';
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

  it("names every one of the challenge's skills with what the drawing shows, and says kindly what a photo cannot measure", async () => {
    const feedback = await evaluateSubmissionLocally(input({ challenge: { ...scene, skills: ['Spatial awareness', 'Colour choice', 'Imagination'] } }));
    const skills = feedback.visualAnalysis.technicalSkills;
    expect(skills).toHaveLength(3);
    expect(skills[0]).toBe('Spatial awareness: a ground line, and marks across 70% of the page.');
    expect(skills[1]).toBe('Colour choice: the drawing uses 4 colours (red, blue, green and yellow).');
    expect(skills[2]).toMatch(/^Imagination: not something a photo can measure/);
    expect(feedback.overallFeedback).toContain('which practised spatial awareness, colour choice and imagination');
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
      "This week's challenge asked for big, free marks and scribbles, so the drawing shows arm and hand control, line variety and movement rather than a new age estimate; the estimate carries over from week 1.",
    );
    expect(feedback.overallFeedback).toContain('rather than a new age estimate');
  });

  it('knows a restrictive challenge by its title when no id was stored, and carries the baseline in the first week', async () => {
    scripted.analyses = [analysis({ closedShapes: 0, scribbleIndex: 0.8 }, 30, { min: 22, max: 48 })];
    const feedback = await evaluateSubmissionLocally(
      input({ challenge: scribbles, weekNumber: 1, baseline: { cognitiveAge: 50, cognitiveAgeRange: { min: 36, max: 70 } } }),
    );
    expect(feedback.cognitiveAssessment).toMatchObject({ estimatedCognitiveAge: 50, cognitiveAgeRange: { min: 36, max: 70 } });
    expect(feedback.visualAnalysis.progressThroughSession).toContain('carries over from the start of the plan');
  });

  it('reads an open challenge as usual, lower or not', async () => {
    scripted.analyses = [analysis({}, 48, { min: 34, max: 70 })];
    const feedback = await evaluateSubmissionLocally(
      input({ previous: [{ weekNumber: 4, estimatedCognitiveAge: 54, cognitiveAgeRange: { min: 40, max: 75 } }] }),
    );
    expect(feedback.cognitiveAssessment.estimatedCognitiveAge).toBe(48);
    expect(feedback.visualAnalysis.progressThroughSession).toMatch(/^Much the same as week 4/);
  });

  it('compares ranges with earlier weeks and calls only a clear move progress', async () => {
    scripted.analyses = [analysis({}, 90, { min: 76, max: 110 })];
    const up = await evaluateSubmissionLocally(input({ previous: [{ weekNumber: 4, estimatedCognitiveAge: 60, cognitiveAgeRange: { min: 45, max: 84 } }] }));
    expect(up.visualAnalysis.progressThroughSession).toBe(
      'The drawing now looks like those of children between 6 years 4 months and 9 years 2 months, up from 3 years 9 months to 7 years in week 4 — new skills are showing.',
    );
    scripted.analyses = [analysis({}, 40, { min: 28, max: 60 })];
    const down = await evaluateSubmissionLocally(input({ previous: [{ weekNumber: 4, estimatedCognitiveAge: 60, cognitiveAgeRange: { min: 45, max: 84 } }] }));
    expect(down.visualAnalysis.progressThroughSession).toMatch(/^A simpler drawing than in week 4\. That is normal/);
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
