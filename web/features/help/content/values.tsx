import { Accessibility, Heart, Microscope, ShieldCheck, type LucideIcon } from 'lucide-react';
import { BRAND } from '../../../../contracts/brand';

export interface Value {
  title: string;
  text: string;
  icon: LucideIcon;
  /** Icon colour from the palette. */
  tone: string;
}

/** The four values the About page names (spec 001 §2 Static pages). */
export const VALUES: readonly Value[] = [
  {
    title: 'Child-centered',
    text: "Every child is different. Challenges follow your child's age, stage and interests, and feedback celebrates effort and curiosity, never a rank.",
    icon: Heart,
    tone: 'text-coral',
  },
  {
    title: 'Evidence-based',
    text: "Our challenges and checkpoints build on decades of research into how children's drawing develops. We say what we measure, and we give ranges, not verdicts.",
    icon: Microscope,
    tone: 'text-sky',
  },
  {
    title: 'Privacy first',
    text: `Your child's drawings are private to you. Photo metadata such as location is removed on upload, and ${BRAND.name} never uses children's data to train models.`,
    icon: ShieldCheck,
    tone: 'text-leaf',
  },
  {
    title: 'Accessible learning',
    text: 'Paper, a few crayons and 20 to 30 minutes a week are all it takes. The site works on any phone, with a keyboard and with a screen reader.',
    icon: Accessibility,
    tone: 'text-sunflower',
  },
];
