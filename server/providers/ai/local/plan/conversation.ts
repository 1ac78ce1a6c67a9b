import { hashText, pick, seededRandom, shuffled } from './seeded-random.ts';

/**
 * A sample parent–child dialog for the preparation page, built from the challenge's own steps.
 * The parent asks open questions and describes effort; nothing in it ranks or judges the drawing.
 */

const OPENERS_WITH_TITLE = [
  (title: string) => `Today's drawing challenge is called "${title}". What do you think it might be about?`,
  (title: string) => `I found a challenge for us, called "${title}". What do you think we'll draw?`,
  (title: string) => `Guess what we're drawing today? It's called "${title}". What comes to mind?`,
];
const OPENERS = ["I've got a drawing idea for us today. What do you think it could be?", 'I have a fun drawing idea. Can you guess what it is?'];
const CHILD_GREETINGS = [
  'Is it something silly? I hope so!',
  'Maybe something really, really big!',
  "I don't know... Can I pick the crayons?",
  "A surprise? Let's start right now!",
];
const OPEN_QUESTIONS = [
  'Where would you like to start?',
  'How do you want to do it?',
  'What will you try first?',
  'What are you thinking of doing?',
  'How will you do that part?',
];
/** What the child says while drawing, and how the parent answers it: noticing, never grading. */
const CHILD_REPLIES = [
  { child: "I'm going to make it really big!", parent: 'Big and bold, I can see that.' },
  { child: 'Can I use the blue one?', parent: "You choose. It's your picture." },
  { child: "I'm starting here, in the corner.", parent: 'Interesting place to start.' },
  { child: "Hmm... I'll do it my own way.", parent: 'Your own way sounds good to me.' },
  { child: "Look, it's wobbly, but I like it.", parent: 'Wobbly lines have lots of character.' },
  { child: "I'll go slowly this time.", parent: 'I can see you going slowly and carefully.' },
  { child: 'Can you help me with this bit?', parent: "Of course. Show me where you'd like a hand." },
  { child: 'I did it! Now it needs some colour.', parent: 'You did that all by yourself.' },
  { child: "This part is tricky. I'll try again.", parent: 'Trying again is exactly what artists do.' },
  { child: "Done! What's next?", parent: "You're full of ideas today." },
];
const TELL_ME = [
  "Tell me about your picture. What's happening here?",
  'Tell me about this part. What is it?',
  "I'm curious about this bit. Can you tell me about it?",
];
const CHILD_STORIES = [
  "That's the secret part. It's a hiding place!",
  "That's me, and that's where we live.",
  "It's a surprise. It's going on an adventure.",
  "That's the bit I worked on the longest.",
];
const WHAT_NEXT = ['What happens next in your picture?', 'If your picture could move, what would happen next?', 'What do you think happens after this?'];
const CHILD_ENDINGS = [
  'They all go to the park and have ice cream!',
  'It goes on a big trip, far, far away.',
  'Everybody has a party!',
  "I'll draw that next time!",
];
const CLOSINGS = [
  'You kept going, even when it got tricky. What was your favourite part to draw?',
  'You tried lots of ideas today. What would you like to try next time?',
  'I loved drawing with you. Where shall we put your picture?',
];

/** Steps that start with one of these can be asked as "Can you …?"; drawing ones also get an open question. */
const DRAWING_VERBS = new Set('draw add make colour color put give fill trace sketch shade build design invent copy join cross mark'.split(' '));
const OTHER_VERBS = new Set(
  'try choose pick look find turn use write show think start go take fold lay sit stand tell imagine cut glue count listen watch line move hide open decide sort blend press rub collect follow place point keep'.split(
    ' ',
  ),
);

/** One step as the parent would say it, inviting rather than instructing. */
function askStep(step: string, random: () => number): string {
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
    return DRAWING_VERBS.has(firstWord) ? `${ask} ${pick(OPEN_QUESTIONS, random)}` : ask;
  }
  return `${/[.!?]$/.test(text) ? text : `${text}.`} ${pick(OPEN_QUESTIONS, random)}`;
}

/** Up to three steps that tell the story of the challenge: the first, one from the middle, the last. */
function keySteps(instructions: string[]): string[] {
  if (instructions.length <= 3) return instructions;
  return [instructions[0], instructions[Math.floor(instructions.length / 2)], instructions.at(-1)].filter((step): step is string => step !== undefined);
}

export function generateConversationLocally(input: { challengeInstructions: string[]; challengeTitle?: string }): string[] {
  const title = input.challengeTitle?.replace(/\s+/g, ' ').trim();
  const instructions = input.challengeInstructions.map((step) => step.trim()).filter(Boolean);
  const random = seededRandom(hashText(JSON.stringify([title ?? '', instructions])));
  const steps = keySteps(instructions.length > 0 ? instructions : ['Draw anything you like today.']);
  const replies = shuffled(CHILD_REPLIES, random);

  const lines = [`Parent: ${title ? pick(OPENERS_WITH_TITLE, random)(title) : pick(OPENERS, random)}`, `Child: ${pick(CHILD_GREETINGS, random)}`];
  let answer = '';
  steps.forEach((step, index) => {
    const reply = replies[index % replies.length] ?? { child: '', parent: '' };
    lines.push(`Parent: ${answer}${askStep(step, random)}`, `Child: ${reply.child}`);
    answer = `${reply.parent} `;
  });
  lines.push(`Parent: ${answer}${pick(TELL_ME, random)}`, `Child: ${pick(CHILD_STORIES, random)}`);
  lines.push(`Parent: ${pick(WHAT_NEXT, random)}`, `Child: ${pick(CHILD_ENDINGS, random)}`);
  lines.push(`Parent: ${pick(CLOSINGS, random)}`);
  return lines;
}
