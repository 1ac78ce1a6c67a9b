import { afterAll, describe, expect, it } from 'vitest';
import { CheckpointResult, DetailedFeedback, ExampleVariation } from '../../../../contracts/analysis.ts';
import { figureDrawing, sceneDrawing, scribbleDrawing } from '../../../../test/drawings.ts';
import { closeMeasurePool } from './analyze-drawing.ts';
import { createLocalAnalyser } from './local-analyser.ts';

const analyser = createLocalAnalyser();
const challenge = {
  week: 3,
  title: 'Draw a Person',
  description: 'A whole person.',
  skills: ['Body awareness', 'Detail'],
  instructions: ['Draw a head', 'Add a body', 'Add arms and legs'],
  estimatedTime: '20-30 minutes',
};
const image = async (make: () => Promise<Buffer>) => ({ data: await make(), mimeType: 'image/png' });
afterAll(() => closeMeasurePool());

// Each test measures real drawings in the worker pool: seconds of CPU, more on a busy 2-core CI machine.
describe('local analyser', { timeout: 30_000 }, () => {
  it('evaluates a week in the detailed feedback format, the same way every time', async () => {
    const input = {
      images: [await image(scribbleDrawing), await image(figureDrawing)],
      challenge,
      weekNumber: 3,
      childAgeMonths: 60,
      observations: { childMood: 4, activityEnjoyment: 5, difficultyLevel: 3 },
      transcripts: [],
      recordingCount: 0,
      previous: [{ weekNumber: 2, estimatedCognitiveAge: 40 }],
    };
    const feedback = await analyser.evaluateSubmission(input);
    expect(DetailedFeedback.parse(feedback)).toEqual(feedback);
    expect(feedback.cognitiveAssessment.estimatedCognitiveAge).toBeGreaterThan(40); // the figure speaks for the week
    expect(feedback.visualAnalysis.progressThroughSession).toMatch(/later photo shows more/);
    expect(feedback.score).toBeGreaterThanOrEqual(5);
    expect(feedback.overallFeedback).toMatch(/not a diagnosis/);
    expect(await analyser.evaluateSubmission(input)).toEqual(feedback);
  });

  it('answers a session of recordings without photos, carrying the estimate over', async () => {
    const feedback = await analyser.evaluateSubmission({
      images: [],
      challenge,
      weekNumber: 4,
      childAgeMonths: 66,
      observations: { childMood: 4 },
      transcripts: ['Parent: What are you drawing? Child: A dragon.'],
      recordingCount: 1,
      previous: [{ weekNumber: 3, estimatedCognitiveAge: 58 }],
    });
    expect(DetailedFeedback.parse(feedback)).toEqual(feedback);
    expect(feedback.cognitiveAssessment.estimatedCognitiveAge).toBe(58);
    expect(feedback.visualAnalysis.progressThroughSession).toMatch(/carries over from week 3/);
    expect(feedback.interactionAnalysis.communicationPatterns[0]).toMatch(/one conversation/);
    expect(feedback.overallFeedback).toMatch(/not a diagnosis/);
  });

  it('compares a checkpoint with the baseline', async () => {
    const result = await analyser.evaluateCheckpoint({
      checkpointNumber: 1,
      childAgeMonths: 90,
      baseline: { cognitiveAge: 60, cognitiveAgeRange: { min: 40, max: 80 } },
      images: [await image(sceneDrawing), await image(sceneDrawing), await image(figureDrawing)],
      earlier: [],
    });
    // Beside the contract's result: what was measured on the drawing that speaks for the checkpoint.
    const { measured, ...checkpoint } = result;
    expect(CheckpointResult.parse(checkpoint)).toEqual(checkpoint);
    expect(measured?.features.width).toBeGreaterThan(0);
    expect([0, 1, 2]).toContain(measured?.imageIndex);
    expect(result.checkpointNumber).toBe(1);
    expect(result.cognitiveAge).toBeGreaterThan(60);
    expect(result.analysis.analysis).toMatch(/at the start they looked like 3 years 4 months to 6 years 8 months/);
    // Issue 32: a higher range is no progress sentence; only measurements two weeks apart make one.
    expect(result.analysis.analysis).not.toMatch(/progress|step on/);
    // One drawing speaks for the strengths and the next steps, so they never contradict each other.
    expect(result.analysis.strengths).toContain('Drew a ground line for things to stand on');
    expect(result.analysis.developmentAreas.join(' ')).not.toMatch(/ground line/);
  });

  it('writes a conversation of Parent: and Child: lines from the instructions', async () => {
    const lines = await analyser.generateConversation({ challengeInstructions: challenge.instructions, challengeTitle: challenge.title });
    expect(lines.length).toBeGreaterThanOrEqual(8);
    for (const line of lines) expect(line).toMatch(/^(Parent|Child): \S/);
    expect(lines.join(' ')).toMatch(/draw a head/i);
    expect(await analyser.generateConversation({ challengeInstructions: challenge.instructions, challengeTitle: challenge.title })).toEqual(lines);
  });

  it('suggests exactly five themed variations with CSS colour names', async () => {
    const examples = await analyser.generateExamples({ challengeTitle: challenge.title, challengeInstructions: challenge.instructions });
    expect(examples).toHaveLength(5);
    for (const example of examples) {
      ExampleVariation.parse(example);
      for (const colour of example.colorSuggestions) expect(colour).toMatch(/^[a-z]+$/);
    }
    expect(new Set(examples.map((e) => e.theme)).size).toBe(5);
  });

  it('has no transcription without an AI provider', async () => {
    expect(await analyser.transcribe({ audio: Buffer.from('x'), mimeType: 'audio/webm', fileName: 'a.webm' })).toBeNull();
  });
});
