import { TipList } from '../../components/guide-section';

const TIPS = [
  {
    lead: 'Chunky crayons for small hands.',
    text: 'Thick crayons and triangular pencils are easier to grip for 3 to 5-year-olds and do not snap under pressure.',
  },
  {
    lead: 'Washable markers.',
    text: 'Bright, quick colour with no worry about the table or sleeves. Put the caps back together as part of tidying up.',
  },
  {
    lead: 'Thick paper, and plenty of it.',
    text: 'Heavier paper (around 120 g/m²) survives markers and erasers. A4 works well for our challenges; bigger sheets are great for little ones.',
  },
  {
    lead: 'A few colours, within reach.',
    text: 'Eight to twelve colours in an open box beat a closed tin of sixty-four.',
  },
  {
    lead: 'Let them choose.',
    text: 'Choosing the paper, the colours and even the subject is part of the creative work, and children stay with a drawing they chose.',
  },
];

export function MaterialsSection() {
  return (
    <>
      <p className="text-muted">You don't need anything fancy. Simple materials that are easy to use keep the focus on drawing.</p>
      <TipList tips={TIPS} />
    </>
  );
}
