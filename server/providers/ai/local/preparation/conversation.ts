/**
 * A sample parent–child conversation for the preparation helper, built from the challenge's
 * own steps: open questions, describing instead of judging, and room for the child to lead.
 * Deterministic, so the same challenge always offers the same sample.
 */
import { hashText, pick, seededRandom } from '../plan/seeded-random.ts';

const OPENERS = [
  "Parent: Today's drawing idea is {title}. What do you think we could draw?",
  'Parent: I have a drawing idea for us: {title}. Shall I read you the first step?',
];
const CHILD_STARTS = ['Child: I want to start with the big part!', 'Child: Can I choose the colours?', 'Child: I already know what I want to draw.'];
const ASK_STEP = ['Parent: The next step says: {step} How would you like to do that?', 'Parent: Let\'s try this part: {step} Where on the page should it go?'];
const CHILD_STEP = ['Child: Here, in the middle.', 'Child: I\'ll make it really big.', 'Child: Can I do it my own way?', 'Child: Like this?'];
const DESCRIBE = ['Parent: I see you used lots of round lines there. Tell me about it.', 'Parent: You pressed hard with that colour. What is happening in this part?', 'Parent: That part looks busy! What is going on?'];
const CHILD_EXPLAINS = ['Child: That\'s where they live, and that\'s the door.', 'Child: It\'s going really fast!', 'Child: That\'s me, and that\'s you.'];
const CLOSING = ['Parent: What would you like to add before we finish?', 'Parent: If this drawing could talk, what would it say?'];
const CHILD_CLOSE = ['Child: A sun! And a bird.', 'Child: It would say hello!', 'Child: Nothing, it\'s finished.'];

export function generateConversationLocally({ challengeInstructions, challengeTitle }: { challengeInstructions: string[]; challengeTitle?: string }): string[] {
  const title = challengeTitle?.trim() || 'a new drawing';
  const random = seededRandom(hashText(`${title}|${challengeInstructions.join('|')}`));
  const steps = challengeInstructions.map((s) => s.trim()).filter(Boolean).slice(0, 3);
  const lines = [pick(OPENERS, random).replace('{title}', title), pick(CHILD_STARTS, random)];
  for (const step of steps) {
    lines.push(pick(ASK_STEP, random).replace('{step}', withFullStop(step)), pick(CHILD_STEP, random));
  }
  lines.push(pick(DESCRIBE, random), pick(CHILD_EXPLAINS, random), 'Parent: I love how you thought about that.');
  lines.push(pick(CLOSING, random), pick(CHILD_CLOSE, random), 'Parent: Thank you for showing me. Shall we put it where everyone can see it?');
  return lines;
}

function withFullStop(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}
