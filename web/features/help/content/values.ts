import { Accessibility, Heart, Microscope, ShieldCheck, type LucideIcon } from 'lucide-react';
import type { HelpKey } from './help-messages';

export interface Value {
  title: HelpKey;
  text: HelpKey;
  icon: LucideIcon;
  /** Icon colour from the palette. */
  tone: string;
}

/** The four values the About page names (spec 001 §2 Static pages). */
export const VALUES: readonly Value[] = [
  { title: 'help.about.value1.title', text: 'help.about.value1.text', icon: Heart, tone: 'text-coral' },
  { title: 'help.about.value2.title', text: 'help.about.value2.text', icon: Microscope, tone: 'text-sky' },
  { title: 'help.about.value3.title', text: 'help.about.value3.text', icon: ShieldCheck, tone: 'text-leaf' },
  { title: 'help.about.value4.title', text: 'help.about.value4.text', icon: Accessibility, tone: 'text-sunflower' },
];
