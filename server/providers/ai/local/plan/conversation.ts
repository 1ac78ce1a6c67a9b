import type { MessageKey } from '../../../../../contracts/i18n/keys.ts';
import type { PageLocale } from '../../../../../contracts/i18n/locales.ts';
import { wording, type Wording } from '../wording.ts';
import { hashText, pick, seededRandom, shuffled } from './seeded-random.ts';

/**
 * A sample parent–child dialog for the preparation page, built from the challenge's own steps.
 * The parent asks open questions and describes effort; nothing in it ranks or judges the drawing.
 * In German and Spanish the steps (the library's, already spoken to the child) are said as they
 * are, each followed by an open question; the English "Can you …?" rewording reads English verbs.
 * The "Parent:" and "Child:" markers stay: they are how the page tells the speakers apart.
 */

/** The lines, by message key (namespace analyser, server bundle): the same picks in every language. */
const OPENERS_WITH_TITLE: MessageKey[] = ['analyser.talk.openerTitled1', 'analyser.talk.openerTitled2', 'analyser.talk.openerTitled3'];
const OPENERS: MessageKey[] = ['analyser.talk.opener1', 'analyser.talk.opener2'];
const CHILD_GREETINGS: MessageKey[] = ['analyser.talk.greeting1', 'analyser.talk.greeting2', 'analyser.talk.greeting3', 'analyser.talk.greeting4'];
const OPEN_QUESTIONS: MessageKey[] = [
  'analyser.talk.question1',
  'analyser.talk.question2',
  'analyser.talk.question3',
  'analyser.talk.question4',
  'analyser.talk.question5',
];
/** What the child says while drawing, and how the parent answers it: noticing, never grading. */
const CHILD_REPLIES = Array.from({ length: 10 }, (_, i) => ({
  child: `analyser.talk.childReply${i + 1}` as MessageKey,
  parent: `analyser.talk.parentReply${i + 1}` as MessageKey,
}));
const TELL_ME: MessageKey[] = ['analyser.talk.tellMe1', 'analyser.talk.tellMe2', 'analyser.talk.tellMe3'];
const CHILD_STORIES: MessageKey[] = ['analyser.talk.story1', 'analyser.talk.story2', 'analyser.talk.story3', 'analyser.talk.story4'];
const WHAT_NEXT: MessageKey[] = ['analyser.talk.whatNext1', 'analyser.talk.whatNext2', 'analyser.talk.whatNext3'];
const CHILD_ENDINGS: MessageKey[] = ['analyser.talk.ending1', 'analyser.talk.ending2', 'analyser.talk.ending3', 'analyser.talk.ending4'];
const CLOSINGS: MessageKey[] = ['analyser.talk.closing1', 'analyser.talk.closing2', 'analyser.talk.closing3'];

/** Steps that start with one of these can be asked as "Can you …?"; drawing ones also get an open question. */
const DRAWING_VERBS = new Set('draw add make colour color put give fill trace sketch shade build design invent copy join cross mark'.split(' '));
const OTHER_VERBS = new Set(
  'try choose pick look find turn use write show think start go take fold lay sit stand tell imagine cut glue count listen watch line move hide open decide sort blend press rub collect follow place point keep'.split(
    ' ',
  ),
);

/** One step as the parent would say it, inviting rather than instructing. */
function askStep(step: string, random: () => number, { t, locale }: Wording): string {
  const question = () => t(pick(OPEN_QUESTIONS, random));
  if (locale === 'de' || locale === 'es') {
    const text = step.replace(/\s+/g, ' ').trim();
    return text.endsWith('?') ? text : `${/[.!?]$/.test(text) ? text : `${text}.`} ${question()}`;
  }
  const text = step
    .replace(/\s+/g, ' ')
    .replace(/^(\d+[.)]|step \d+:?|[-•*])\s*/i, '')
    .replace(/^(ask|encourage|help|invite|have|get) (your|the) (child|kid|little one) (to )?/i, '')
    .trim();
  if (text.endsWith('?')) return text;
  const firstWord = text.split(/[\s,]/)[0]?.toLowerCase() ?? '';
  const singleSentence = !/[.!?]\s/.test(text);
  if ((DRAWING_VERBS.has(firstWord) || OTHER_VERBS.has(firstWord)) && singleSentence) {
    const ask = `Can you ${text.charAt(0).toLowerCase()}${text.slice(1).replace(/[.!]+$/, '')}?`;
    return DRAWING_VERBS.has(firstWord) ? `${ask} ${question()}` : ask;
  }
  return `${/[.!?]$/.test(text) ? text : `${text}.`} ${question()}`;
}

/** Up to three steps that tell the story of the challenge: the first, one from the middle, the last. */
function keySteps(instructions: string[]): string[] {
  if (instructions.length <= 3) return instructions;
  return [instructions[0], instructions[Math.floor(instructions.length / 2)], instructions.at(-1)].filter((step): step is string => step !== undefined);
}

export function generateConversationLocally(input: { challengeInstructions: string[]; challengeTitle?: string; locale?: PageLocale }): string[] {
  const w = wording(input.locale);
  const { t } = w;
  const title = input.challengeTitle?.replace(/\s+/g, ' ').trim();
  const instructions = input.challengeInstructions.map((step) => step.trim()).filter(Boolean);
  const random = seededRandom(hashText(JSON.stringify([title ?? '', instructions])));
  const steps = keySteps(instructions.length > 0 ? instructions : [t('analyser.talk.anything')]);
  const replies = shuffled(CHILD_REPLIES, random);

  const lines = [`Parent: ${title ? t(pick(OPENERS_WITH_TITLE, random), { title }) : t(pick(OPENERS, random))}`, `Child: ${t(pick(CHILD_GREETINGS, random))}`];
  let answer = '';
  steps.forEach((step, index) => {
    const reply = replies[index % replies.length];
    lines.push(`Parent: ${answer}${askStep(step, random, w)}`, `Child: ${reply ? t(reply.child) : ''}`);
    answer = reply ? `${t(reply.parent)} ` : ' ';
  });
  lines.push(`Parent: ${answer}${t(pick(TELL_ME, random))}`, `Child: ${t(pick(CHILD_STORIES, random))}`);
  lines.push(`Parent: ${t(pick(WHAT_NEXT, random))}`, `Child: ${t(pick(CHILD_ENDINGS, random))}`);
  lines.push(`Parent: ${t(pick(CLOSINGS, random))}`);
  return lines;
}
