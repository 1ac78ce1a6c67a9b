import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { BRAND } from '../../../../contracts/brand';
import { CHECKPOINT_COUNT, MAX_ATTEMPTS_PER_WEEK, TOTAL_CHALLENGES, WEEKS_PER_CHECKPOINT } from '../../../../contracts/program';

export interface FaqEntry {
  /** Stable, used for the ids that tie each question to its answer. */
  id: string;
  question: string;
  answer: ReactNode;
}

const inlineLink = 'font-semibold text-sky underline underline-offset-4';

/** The Help Center's six questions, built from the plan's real rules (spec 001 §9 FAQ facts). */
export const FAQ_ENTRIES: readonly FaqEntry[] = [
  {
    id: 'ages',
    question: `Which ages is ${BRAND.name} for?`,
    answer: (
      <p>
        Children aged 3 to 10. Each plan is shaped around your child's age and the drawing you share when you set it up, so a four-year-old and a nine-year-old
        get very different challenges.
      </p>
    ),
  },
  {
    id: 'plan-length',
    question: 'How long does a plan last?',
    answer: (
      <p>
        {TOTAL_CHALLENGES} weeks, about 6 months. It is a one-time purchase, not a subscription, and you can go at your own pace: a missed week simply waits for
        you.
      </p>
    ),
  },
  {
    id: 'weekly-challenge',
    question: 'How often is there a new challenge?',
    answer: (
      <p>
        One challenge a week. Each one comes with a short explanation for you, ideas to get your child started and, once a drawing is sent in, feedback on what
        went well and what to try next.
      </p>
    ),
  },
  {
    id: 'practice-time',
    question: 'How much time does it take each week?',
    answer: (
      <p>
        We suggest 20 to 30 minutes of drawing a week. Shorter, happy sessions are worth more than one long one, so feel free to split it up and stop while it
        is still fun.
      </p>
    ),
  },
  {
    id: 'attempts',
    question: 'Can my child try a challenge again?',
    answer: (
      <p>
        Yes. Your child can send in up to {MAX_ATTEMPTS_PER_WEEK} drawings for each challenge. Every attempt gets its own feedback, so you can see how a second
        or third try grows from the first.
      </p>
    ),
  },
  {
    id: 'checkpoints',
    question: 'What is a checkpoint?',
    answer: (
      <>
        <p>
          Every {WEEKS_PER_CHECKPOINT} weeks a checkpoint looks back at the drawings so far and estimates your child's drawing stage again. There are{' '}
          {CHECKPOINT_COUNT} in a plan. Each result is an estimate from a few drawings, not a diagnosis.
        </p>
        <p className="mt-2">
          Our{' '}
          <Link href="/parent-guide" className={inlineLink}>
            Parent Guide
          </Link>{' '}
          explains the drawing stages, and if anything worries you,{' '}
          <Link href="/contact" className={inlineLink}>
            write to us
          </Link>
          .
        </p>
      </>
    ),
  },
];
