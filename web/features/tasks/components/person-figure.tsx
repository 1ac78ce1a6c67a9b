import type { PersonItem } from '../../../../contracts/tasks';
import { PERSON_LABEL_KEYS } from '../../../../contracts/tasks';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/utils';

const ON = '#ffd166';
const OFF = '#5a6399';

/** Each part of a simple figure: its strokes in a 100 × 120 box. */
function parts(highlight: PersonItem | null): Record<PersonItem, string> {
  const wideArms = highlight === 'arms-with-width';
  return {
    head: 'M64 22 A14 14 0 1 1 36 22 A14 14 0 1 1 64 22',
    eyes: 'M44 19 h2 M54 19 h2',
    nose: 'M50 21 v5',
    mouth: 'M45 29 Q50 33 55 29',
    hair: 'M38 14 l-3 -5 M44 10 l-1 -6 M50 8 v-6 M56 10 l1 -6 M62 14 l3 -5',
    ears: 'M36 18 q-5 4 0 8 M64 18 q5 4 0 8',
    neck: 'M47 36 v5 M53 36 v5',
    body: 'M38 41 h24 v34 h-24 Z',
    arms: wideArms ? 'M38 44 L21 63 M38 50 L24 66 M62 44 L79 63 M62 50 L76 66' : 'M38 46 L22 65 M62 46 L78 65',
    'arms-with-width': wideArms ? 'M38 44 L21 63 M38 50 L24 66 M62 44 L79 63 M62 50 L76 66' : '',
    'hands-or-fingers': 'M22 65 l-5 3 M22 65 l-2 5 M78 65 l5 3 M78 65 l2 5',
    'five-fingers': 'M22 65 l-6 1 M22 65 l-5 4 M22 65 l-3 6 M22 65 l0 6 M22 65 l3 5',
    clothing: 'M38 58 h24 M50 45 v0.5 M50 51 v0.5',
    legs: 'M45 75 L42 104 M55 75 L58 104',
    feet: 'M42 104 h-8 M58 104 h8',
  };
}

/**
 * A stick-and-shape person, with one part drawn in sunflower so a parent sees which part a
 * checklist item means. Without a highlight, the whole figure in one quiet colour.
 */
export function PersonFigure({ highlight, className, decorative = false }: { highlight: PersonItem | null; className?: string; decorative?: boolean }) {
  const t = useT();
  const strokes = Object.entries(parts(highlight)) as [PersonItem, string][];
  const label = highlight ? t('tasks.person.pictured', { part: t(PERSON_LABEL_KEYS[highlight].label) }) : t('tasks.person.figure');
  return (
    <svg
      viewBox="0 0 100 120"
      className={cn('rounded-lg bg-surface-2', className)}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}
    >
      {strokes
        .filter(([part, d]) => d && part !== highlight)
        .map(([part, d]) => (
          <path key={part} d={d} fill="none" stroke={OFF} strokeWidth={2.5} strokeLinecap="round" strokeLinejoin="round" />
        ))}
      {highlight ? <path d={parts(highlight)[highlight]} fill="none" stroke={ON} strokeWidth={4.5} strokeLinecap="round" strokeLinejoin="round" /> : null}
    </svg>
  );
}
