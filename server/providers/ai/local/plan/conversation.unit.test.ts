import { describe, expect, it } from 'vitest';
import { CHALLENGE_LIBRARY, getChallenge } from '../challenges/library.ts';
import { generateConversationLocally } from './conversation.ts';

const SPEAKER = /^(Parent|Child): \S/;

describe('generateConversationLocally', () => {
  it('writes 8–14 lines, each starting "Parent: " or "Child: ", for every challenge in the library', () => {
    for (const challenge of CHALLENGE_LIBRARY) {
      const lines = generateConversationLocally({ challengeInstructions: challenge.instructions, challengeTitle: challenge.title });
      expect(lines.length, challenge.id).toBeGreaterThanOrEqual(8);
      expect(lines.length, challenge.id).toBeLessThanOrEqual(14);
      for (const line of lines) {
        expect(line, challenge.id).toMatch(SPEAKER);
        expect(line).not.toContain('\n');
      }
      expect(lines[0]).toMatch(/^Parent: /);
      lines.forEach((line, i) => expect(line.startsWith(i % 2 === 0 ? 'Parent: ' : 'Child: '), `${challenge.id} line ${i}`).toBe(true));
    }
  });

  it("is built from the challenge's own steps, with open questions and no grading", () => {
    const challenge = getChallenge('draw-a-person');
    const lines = generateConversationLocally({ challengeInstructions: challenge?.instructions ?? [], challengeTitle: 'Draw a Person' });
    const text = lines.join('\n');
    expect(text).toContain('Draw a Person');
    expect(text.toLowerCase()).toContain('add their face: eyes, nose, mouth and ears');
    expect(text).toMatch(/tell me about/i);
    expect(text).toMatch(/What happens next|what would happen next|What do you think happens/);
    expect(text).not.toMatch(/\b(score|wrong|correct|perfect|best|mistake|good job)\b/i);
  });

  it('is deterministic for the same input', () => {
    const request = { challengeInstructions: ['Draw a big circle.', 'Add a face.'], challengeTitle: 'Circle Faces' };
    expect(generateConversationLocally(request)).toEqual(generateConversationLocally({ ...request }));
  });

  it('copes without a title, with one step, and with steps written to the parent', () => {
    const lines = generateConversationLocally({ challengeInstructions: ['1. Ask your child to draw a dog.'] });
    expect(lines.length).toBeGreaterThanOrEqual(8);
    expect(lines.join(' ')).toContain('Can you draw a dog?');
    expect(generateConversationLocally({ challengeInstructions: [] }).length).toBeGreaterThanOrEqual(8);
  });
});
