import { describe, expect, it } from 'vitest';
import { interpretFeatures } from './analyze-drawing.ts';
import { SCENE_FEATURES, tidyDrawingFeatures as features } from './drawing-features.fixture.ts';
import { generateConversationLocally } from './plan/conversation.ts';
import { describeSeen } from './seen.ts';
import { describeNextSteps, describeStrengths, shapeList } from './stage-wording.ts';

describe("the analyser's sentences in the parent's language (issue 37)", () => {
  it('says what a drawing shows in German, colours named and listed in German', () => {
    expect(describeSeen(features({ straightLineShare: 0.3 }), 'de')).toEqual([
      'Linien, die sich zu geschlossenen Formen schließen',
      '3 Farben: Schwarz, Rot und Blau',
    ]);
    expect(describeSeen(features({ closedShapes: 0, straightLineShare: 0.5, colorCount: 1, colors: ['green'] }), 'de')).toEqual([
      'Linien und Striche – noch keine geschlossenen Formen',
      'Gerade Linien',
      'In Grün gezeichnet',
    ]);
  });

  it('words strengths and next steps in German for a drawing, with the shapes as ICU plurals', () => {
    const context = { stage: 'pre-schematic', challenge: 'general', difficulty: 'medium', locale: 'de' } as const;
    const strengths = describeStrengths(SCENE_FEATURES, context);
    expect(strengths).toContain('Hat geschlossene Formen gezeichnet – Kreise, ein Rechteck und ein Dreieck');
    expect(strengths).toContain('Hat eine Bodenlinie gezeichnet, auf der Dinge stehen können');
    expect(describeNextSteps(SCENE_FEATURES, context)).toContain('Oben auf dem Blatt einen Streifen Himmel ergänzen');
    const hard = describeNextSteps(features({ colorCount: 1, colors: ['red'], pageUsage: 0.2, groundLine: false }), { ...context, difficulty: 'hard' });
    expect(hard.at(-1)).toMatch(/^Für Ehrgeizige: [A-ZÄÖÜ]/);
  });

  it('writes the whole free analysis in the requested language, English when none is asked for', () => {
    const input = { difficulty: 'medium', challenge: 'general' } as const;
    const german = interpretFeatures(SCENE_FEATURES, { ...input, locale: 'de' });
    expect(german.seen).toEqual(['Linien, die sich zu geschlossenen Formen schließen', '4 Farben: Rot, Blau, Grün und Gelb']);
    const spanish = interpretFeatures(SCENE_FEATURES, { ...input, locale: 'es' });
    expect(spanish.seen?.[1]).toBe('4 colores: rojo, azul, verde y amarillo');
    expect(spanish.strengths).toContain('Dibujó formas cerradas — círculos, un rectángulo y un triángulo');
    const english = interpretFeatures(SCENE_FEATURES, input);
    expect(english.seen?.[1]).toBe('4 colours: red, blue, green and yellow');
    expect(english).toEqual(interpretFeatures(SCENE_FEATURES, { ...input, locale: 'en' }));
    expect(english.stage).toBe(german.stage);
    expect(english.cognitiveAgeRange).toEqual(german.cognitiveAgeRange);
  });

  it('keeps the English shape list as it was', () => {
    expect(shapeList(SCENE_FEATURES)).toBe('circles, a rectangle and a triangle');
  });

  it('writes the preparation conversation in Spanish, the steps said as they are, the speaker markers kept', () => {
    const lines = generateConversationLocally({
      challengeInstructions: ['Dibuja un círculo grande.', 'Ponle dos ojos'],
      challengeTitle: 'Caras redondas',
      locale: 'es',
    });
    expect(lines[0]).toMatch(/^Parent: .*«Caras redondas»/);
    expect(lines.join('\n')).toContain('Parent: Dibuja un círculo grande. ¿');
    expect(lines.join('\n')).toContain('Ponle dos ojos. ¿');
    lines.forEach((line, i) => expect(line.startsWith(i % 2 === 0 ? 'Parent: ' : 'Child: ')).toBe(true));
    expect(lines.join(' ')).not.toMatch(/\b(Can you|Tell me|What)\b/);
  });
});
