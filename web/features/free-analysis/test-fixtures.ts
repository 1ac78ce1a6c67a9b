import type { AnalyzeDrawingResponse } from '../../../contracts/analysis';

const titles = ['Shape Explorer', 'Draw a Person', 'My Family Portrait', 'Circles Everywhere'];

/** A server answer as POST /api/drawings/analyze gives it: 26 weeks of plan. */
export function analyzeResponse(overrides: Partial<AnalyzeDrawingResponse['analysisResult']> = {}): AnalyzeDrawingResponse {
  return {
    analysisResult: {
      // A calibrated range, lopsided like real ones, with the child's age (5 years) inside it.
      cognitiveAge: 62,
      cognitiveAgeRange: { min: 50, max: 80 },
      actualAge: 60,
      developmentStatus: 'typical',
      ageComparison: 'compared',
      stage: 'pre-schematic',
      seen: ['Lines that join up into closed shapes', 'Straight lines'],
      strengths: ['Used 6 colours', 'Drew closed shapes'],
      areasForImprovement: ['Add a ground line'],
      ...overrides,
    },
    planPreview: {
      challenges: Array.from({ length: 26 }, (_, i) => ({ week: i + 1, title: titles[i] ?? `Week ${i + 1} challenge` })),
    },
    drawingId: 'drw_123',
  };
}
