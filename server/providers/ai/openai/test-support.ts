export { capturingLogger } from '../../../../test/capturing-logger.ts';
import OpenAI from 'openai';
import sharp from 'sharp';
import type { DrawingFeatures } from '../../../../contracts/analysis.ts';
import type { PromptName, PromptProvider } from '../../../../contracts/prompts.ts';
import { DEFAULT_PROMPTS } from '../../../features/prompts/default-prompts.ts';
import type { Analyser, PlanChallenge } from '../analyser.ts';
import type { GetPrompt } from './openai-analyser.ts';

/**
 * Test doubles for the AI adapter's tests (and the report tests' features; tests only). The local
 * analyser is a stub with fixed, schema-valid data so these tests never depend on the real
 * one, and its values are distinctive so the grounding text can be found in requests.
 */

export const STUB_FEATURES: DrawingFeatures = {
  width: 1600,
  height: 1200,
  paperFound: true,
  inkCoverage: 0.12,
  colorCount: 6,
  colors: ['red', 'blue', 'green', 'yellow', 'black', 'orange'],
  strokeLength: 5400,
  closedShapes: 5,
  shapes: { circle: 2, triangle: 1, rectangle: 1, other: 1 },
  straightLineShare: 0.3,
  symmetry: 0.62,
  pageUsage: 0.7,
  groundLine: true,
  skyBand: false,
  nestedShapes: 2,
  scribbleIndex: 0.1,
  lineLength: 6.5,
  lineEnds: 8,
  junctions: 3,
  separateMarks: 6,
};

/** The stub's calibrated estimate: distinctive, asymmetric and as wide as the real ranges. */
export const STUB_ESTIMATE = { cognitiveAge: 60, cognitiveAgeRange: { min: 44, max: 81 } };

export const stubPlan = (): PlanChallenge[] =>
  Array.from({ length: 26 }, (_, i) => ({
    week: i + 1,
    title: `Challenge ${i + 1}`,
    description: `Curated description ${i + 1}.`,
    skills: ['shapes'],
    instructions: ['Draw it.'],
    estimatedTime: '15 minutes',
    challengeId: `c-${i + 1}`,
    difficulty: 1 + Math.floor(i / 6),
    skillTags: ['shapes'],
  }));

export type StubLocal = Analyser & { calls: Record<string, number> };

export function stubLocalAnalyser(): StubLocal {
  const calls: Record<string, number> = {};
  const count = (task: string) => void (calls[task] = (calls[task] ?? 0) + 1);
  return {
    name: 'local',
    calls,
    analyzeDrawing: async (input) => {
      count('analyzeDrawing');
      return {
        ...STUB_ESTIMATE,
        developmentStatus: 'typical',
        stage: 'pre-schematic',
        seen: ['Lines that join up into closed shapes'],
        strengths: ['Used 6 colours'],
        areasForImprovement: ['Try a ground line'],
        features: STUB_FEATURES,
        ...(input.childAgeMonths !== undefined && { actualAge: input.childAgeMonths }),
      };
    },
    evaluateSubmission: async () => {
      count('evaluateSubmission');
      return {
        cognitiveAssessment: { estimatedCognitiveAge: 60, strengths: ['local'], areasForGrowth: ['local'] },
        visualAnalysis: { technicalSkills: ['local'], creativity: 'local', progressThroughSession: 'local' },
        interactionAnalysis: { parentChildDynamics: 'local', communicationPatterns: ['local'], learningApproach: 'local' },
        recommendations: { immediate: ['local'], nextWeek: ['local'], parentGuidance: ['local'] },
        overallFeedback: 'local feedback',
        score: 7,
      };
    },
    evaluateCheckpoint: async (input) => {
      count('evaluateCheckpoint');
      return {
        checkpointNumber: input.checkpointNumber,
        cognitiveAge: 62,
        analysis: { analysis: 'local', strengths: [], developmentAreas: [], recommendations: [] },
      };
    },
    generatePlan: async () => (count('generatePlan'), stubPlan()),
    generateConversation: async () => (count('generateConversation'), ['Parent: local line']),
    generateExamples: async () => (count('generateExamples'), []),
    transcribe: async () => (count('transcribe'), null),
  };
}

/** The default prompts, all pointed at one provider. */
export function defaultPrompts(provider: PromptProvider = 'openai'): GetPrompt {
  return async (name: PromptName) => {
    const entry = DEFAULT_PROMPTS.find((p) => p.name === name);
    if (!entry) throw new Error(`no default prompt ${name}`);
    return { prompt: entry.prompt, model: entry.model, provider };
  };
}

export function testClient(baseURL: string, options: { timeout?: number; maxRetries?: number } = {}): OpenAI {
  return new OpenAI({ apiKey: 'test-key', baseURL, timeout: options.timeout ?? 10_000, maxRetries: options.maxRetries ?? 0 });
}

/** A large "photo" of a drawing (a circle and a line on white), PNG. */
export async function bigDrawing(width = 3000, height = 2000): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="white"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${height / 4}" fill="none" stroke="red" stroke-width="20"/>
    <line x1="0" y1="${height * 0.8}" x2="${width}" y2="${height * 0.8}" stroke="green" stroke-width="20"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
