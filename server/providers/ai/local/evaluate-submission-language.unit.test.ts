import { describe, expect, it, vi } from 'vitest';
import type { Challenge } from '../../../../contracts/analysis.ts';
import type { PageLocale } from '../../../../contracts/i18n/locales.ts';
import type { DrawingAnalysis, EvaluateSubmissionInput } from '../analyser.ts';
import { interpretFeatures } from './analyze-drawing.ts';
import { getChallenge } from './challenges/index.ts';
import { ES } from './challenges/translations/es.ts';
import { SCENE_FEATURES } from './drawing-features.fixture.ts';
import { toPlanChallenge } from './plan/plan-challenge.ts';

// The photo's analysis is scripted, in the language the evaluation asks for (as analyzeDrawings gives it).
vi.mock('./analyze-drawings.ts', () => ({
  analyzeDrawings: async (_images: unknown, childAgeMonths: number, locale?: PageLocale): Promise<DrawingAnalysis[]> => [
    { ...interpretFeatures(SCENE_FEATURES, { childAgeMonths, difficulty: 'medium', challenge: 'general', locale }), features: SCENE_FEATURES },
  ],
}));
const { evaluateSubmissionLocally } = await import('./evaluate-submission.ts');
const { evaluateCheckpointLocally } = await import('./evaluate-checkpoint.ts');

const scene: Challenge = toPlanChallenge(getChallenge('sky-up-top-grass-below')!, 5);

const input = (overrides: Partial<EvaluateSubmissionInput> = {}): EvaluateSubmissionInput => ({
  images: [{ data: Buffer.from('x'), mimeType: 'image/png' }],
  challenge: scene,
  challengeId: 'sky-up-top-grass-below',
  weekNumber: 5,
  childAgeMonths: 60,
  observations: { childMood: 4, parentNotes: 'Dibujó a su abuela en el jardín' },
  transcripts: [],
  recordingCount: 2,
  previous: [],
  ...overrides,
});

describe("a week's feedback in the plan owner's language (issue 37)", () => {
  it('writes the weekly feedback in Spanish: the thanks, what the drawing shows, the goals, the recordings', async () => {
    const feedback = await evaluateSubmissionLocally(input({ locale: 'es' }));
    const title = ES.challenges['sky-up-top-grass-below']!.title;
    expect(feedback.overallFeedback).toContain(`Gracias por la semana 5, «${title}».`);
    expect(feedback.overallFeedback).toContain('El dibujo muestra líneas que se unen en formas cerradas y 4 colores: rojo, azul, verde y amarillo.');
    expect(feedback.overallFeedback).toContain('La edad de dibujo es una estimación a partir de una sola instantánea, no un diagnóstico.');
    expect(feedback.interactionAnalysis.parentChildDynamics).toMatch(/^Tu hijo o hija sintió alegría\./);
    expect(feedback.interactionAnalysis.communicationPatterns).toEqual([
      '2 grabaciones guardadas con esta semana — puedes volver a escucharlas en Grabaciones de voz. Hablar del dibujo mientras crece desarrolla el vocabulario y la planificación.',
    ]);
    expect(feedback.cognitiveAssessment.strengths).toContain('Dibujó una línea de suelo sobre la que se apoyan las cosas');
    expect(feedback.observed?.seen).toEqual(['Líneas que se unen en formas cerradas', '4 colores: rojo, azul, verde y amarillo']);
    // Nothing English is left in what the parent reads (the parent's own words aside).
    const text = JSON.stringify({ ...feedback, observed: undefined });
    expect(text).not.toMatch(/\b(the|drawing|photo|your child|week)\b/i);
  });

  it('keeps the English feedback when no language (or English) is asked for', async () => {
    const english = await evaluateSubmissionLocally(input());
    expect(english.overallFeedback).toMatch(/^Thank you for week 5, "/);
    expect(await evaluateSubmissionLocally(input({ locale: 'en' }))).toEqual(english);
  });
});

describe("a checkpoint in the plan owner's language (issue 37)", () => {
  it('writes the checkpoint text in German, ages in German words', async () => {
    const result = await evaluateCheckpointLocally({
      checkpointNumber: 2,
      childAgeMonths: 60,
      baseline: { cognitiveAge: 60, cognitiveAgeRange: { min: 48, max: 78 } },
      images: [{ data: Buffer.from('x'), mimeType: 'image/png' }],
      earlier: [],
      locale: 'de',
    });
    const text = result.analysis.analysis;
    expect(text).toMatch(/^Checkpoint 2 hat sich 1 Zeichnung aus den Wochen 5–8 angesehen/);
    expect(text).toContain('zu Beginn entsprachen sie dem Alter 4 Jahre bis 6 Jahre 6 Monate.');
    expect(text).toContain('Dies ist eine Schätzung anhand von Zeichnungen, keine Diagnose. Der nächste Checkpoint schaut erneut hin.');
    expect(result.analysis.recommendations.at(-1)).toBe('Behalten Sie den wöchentlichen Rhythmus bei: jede Woche 20–30 Minuten gemeinsam zeichnen.');
  });
});
