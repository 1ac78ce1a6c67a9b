import type { AnalyzeDrawingResponse } from '../../../contracts/analysis';

const titles = ['Shape Explorer', 'Draw a Person', 'My Family Portrait', 'Circles Everywhere'];

/** A server answer as POST /api/drawings/analyze gives it: 26 weeks of plan. */
export function analyzeResponse(overrides: Partial<AnalyzeDrawingResponse['analysisResult']> = {}): AnalyzeDrawingResponse {
  return {
    analysisResult: {
      cognitiveAge: 55,
      cognitiveAgeRange: { min: 49, max: 61 },
      actualAge: 50,
      developmentStatus: 'typical',
      stage: 'pre-schematic',
      strengths: ['Used 6 colours', 'Drew closed shapes'],
      areasForImprovement: ['Add a ground line'],
      ...overrides,
    },
    planPreview: {
      targetImprovement: 25,
      challenges: Array.from({ length: 26 }, (_, i) => ({ week: i + 1, title: titles[i] ?? `Week ${i + 1} challenge` })),
    },
    drawingId: 'drw_123',
  };
}
