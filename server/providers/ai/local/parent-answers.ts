/**
 * Issue 32: the parent's observations are answered, not only repeated. A low mood gets a concrete
 * change for next time, high enjoyment an idea to repeat it, a note on where help was needed the
 * "show once, hand the crayon back" tip, and notes about the drawing are quoted and related to
 * what a photo cannot show.
 */
import type { Observations } from '../../../../contracts/analysis.ts';
import { listOf } from './stage-wording.ts';
import { parentWords, shortQuote } from './week-observed.ts';

const MOOD = ['', 'very upset', 'frustrated', 'calm', 'happy', 'excited'];
const DIFFICULTY = ['', 'very easy', 'easy', 'just right', 'challenging', 'very hard'];

/** How the session felt, answered: what to change when it was hard, what to repeat when it was fun. */
export function dynamics(o: Observations): string {
  const felt = o.childMood ? `Your child felt ${MOOD[o.childMood]}${o.parentMood ? ` and you felt ${MOOD[o.parentMood]}` : ''}.` : null;
  const parts = [felt];
  if (o.childMood && o.childMood <= 2) {
    parts.push(
      'Next time, try a shorter go of five minutes at a calm time of day, and stop while it is still fun — ending on a good moment matters more than finishing.',
    );
  } else if (o.parentMood && o.parentMood <= 2) {
    parts.push('Drawing alongside on your own sheet, without a result in mind, often takes the pressure off both of you.');
  }
  if (o.activityEnjoyment && o.activityEnjoyment >= 4) {
    parts.push('Your child enjoyed this one — do it again another day with a new colour or a bigger sheet.');
  } else if (o.activityEnjoyment && o.activityEnjoyment <= 2) {
    parts.push('It was not a favourite: next week, let your child choose the colours or the paper to make it their own.');
  }
  const said = parts.filter((p): p is string => p !== null);
  return said.length > 0 ? said.join(' ') : "You did not note your child's mood this week — a quick rating next time lets the feedback answer it.";
}

/** The difficulty the parent felt, answered; nothing is claimed about how the child worked. */
export function learningApproach(o: Observations): string {
  if (o.difficultyLevel && o.difficultyLevel >= 4) {
    return `The challenge felt ${DIFFICULTY[o.difficultyLevel]}. Do one step at a time with a short break between, and next week's plan takes it into account.`;
  }
  if (o.difficultyLevel && o.difficultyLevel <= 2) {
    return `The challenge felt ${DIFFICULTY[o.difficultyLevel]}. Add one step of your child's own choosing next time — next week's plan takes it into account.`;
  }
  if (o.difficultyLevel) return 'The challenge felt just right — a good level to keep practising at.';
  return 'You did not rate how hard it felt — a rating next time helps the plan choose the coming weeks.';
}

/** Guidance for the parent: the needs-help note and notes about the drawing, each answered. */
export function guidance(o: Observations, unseenGoals: readonly string[]): string[] {
  const tips: string[] = [];
  if (o.needsHelp?.trim()) {
    tips.push(
      `You wrote that your child needed help with ${shortQuote(o.needsHelp)}. Show that step once on your own sheet, then hand the crayon back so your child does it their way.`,
    );
  }
  const words = parentWords(o);
  if (words) {
    tips.push(
      unseenGoals.length > 0
        ? `You wrote: ${shortQuote(words)} — that is the part a photo cannot show (${listOf([...unseenGoals])}), so your notes are this week's record of it.`
        : `You wrote: ${shortQuote(words)} — we kept it with this week's drawing, and your words say more than a photo can.`,
    );
  }
  tips.push('Describe what you see ("I see a big yellow sun") rather than judging it.');
  return tips;
}
