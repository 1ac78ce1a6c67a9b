import { BRAND } from '../../../../../contracts/brand';
import { CHECKPOINT_COUNT, MAX_ATTEMPTS_PER_WEEK, TOTAL_CHALLENGES, WEEKS_PER_CHECKPOINT } from '../../../../../contracts/program';
import { TipList } from '../../components/guide-section';

const TIPS = [
  {
    lead: 'One challenge a week.',
    text: `The plan has ${TOTAL_CHALLENGES}, one for each week. Pick a regular, calm moment — a weekend morning works for many families.`,
  },
  {
    lead: '20 to 30 minutes is plenty.',
    text: 'Read the challenge first, get the materials out, and stop while it is still fun. Two short sessions are fine too.',
  },
  {
    lead: 'Prepare together.',
    text: 'Each challenge has a preparation helper with ideas to warm up and questions to ask. It takes a minute and makes starting easier.',
  },
  {
    lead: `Up to ${MAX_ATTEMPTS_PER_WEEK} attempts.`,
    text: 'If your child wants another go, send the new drawing too. Nobody has to; the first try counts just as much.',
  },
  {
    lead: 'Read the feedback together.',
    text: 'Share what went well in your own words. The ideas for next time are for you, to weave into play during the week.',
  },
  {
    lead: 'A checkpoint every 4 weeks.',
    text: `After every ${WEEKS_PER_CHECKPOINT} completed weeks you can run a checkpoint, ${CHECKPOINT_COUNT} in all, to see how the drawings have changed.`,
  },
];

export function WeeklyChallengesSection() {
  return (
    <>
      <p className="text-muted">
        {BRAND.name}'s plan is built on small, regular practice. Here is how to get the most out of it without turning drawing into homework.
      </p>
      <TipList tips={TIPS} />
    </>
  );
}
