import type { HelpKey } from './help-messages';

export interface FaqEntry {
  /** Stable, used for the ids that tie each question to its answer. */
  id: string;
  question: HelpKey;
  /** The answer's paragraphs; <guide> and <contact> in them become links (FaqAccordion). */
  answer: readonly HelpKey[];
}

/** The Help Center's six questions, built from the plan's real rules (spec 001 §9 FAQ facts). */
export const FAQ_ENTRIES: readonly FaqEntry[] = [
  { id: 'ages', question: 'help.faq.ages.question', answer: ['help.faq.ages.answer'] },
  { id: 'plan-length', question: 'help.faq.planLength.question', answer: ['help.faq.planLength.answer'] },
  { id: 'weekly-challenge', question: 'help.faq.weekly.question', answer: ['help.faq.weekly.answer'] },
  { id: 'practice-time', question: 'help.faq.time.question', answer: ['help.faq.time.answer'] },
  { id: 'attempts', question: 'help.faq.attempts.question', answer: ['help.faq.attempts.answer'] },
  { id: 'checkpoints', question: 'help.faq.checkpoints.question', answer: ['help.faq.checkpoints.answer', 'help.faq.checkpoints.more'] },
];
