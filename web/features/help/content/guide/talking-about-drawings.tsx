import { TipList } from '../../components/guide-section';

const TIPS = [
  {
    lead: 'Start with “Tell me about your drawing.”',
    text: 'It invites a story instead of a test. “What is it?” can sound as if you should be able to tell.',
  },
  {
    lead: 'Describe what you see.',
    text: '“You used lots of red here.” “These lines go round and round.” It shows you really looked, without judging.',
  },
  {
    lead: 'Praise the effort, not the talent.',
    text: '“You worked on that for a long time” or “You tried a new colour” helps a child keep going. “You’re a born artist” makes the next drawing feel risky.',
  },
  {
    lead: 'Never correct.',
    text: 'A hand with seven fingers or a green sun is your child’s decision. Correcting teaches them to draw for you, not for themselves.',
  },
  {
    lead: 'Ask before you write on it.',
    text: 'If you want to add a title or date, ask where it should go, or write it on the back.',
  },
];

export function TalkingAboutDrawingsSection() {
  return (
    <>
      <p className="text-muted">What we say about a drawing shapes whether a child wants to make the next one. A few habits go a long way.</p>
      <TipList tips={TIPS} />
    </>
  );
}
