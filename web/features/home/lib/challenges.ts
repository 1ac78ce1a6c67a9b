import type { MessageKey } from '../../../../contracts/i18n/keys';

/** Spec 000 §2: the landing page's three sample challenges and where each upload button goes. */
export type ChallengeLevel = 'easy' | 'medium' | 'hard';

/** Each challenge's words, as message keys read at render time. */
export interface SampleChallenge {
  level: ChallengeLevel;
  tab: MessageKey;
  title: MessageKey;
  ages: MessageKey;
  intro: MessageKey;
  encouragement: readonly MessageKey[];
  image: { src: string; alt: MessageKey };
  /** The spec asks for an example or an inspiration under each picture. */
  caption: { kind: 'home.challenge.example' | 'home.challenge.inspiration'; text: MessageKey };
  uploadHref: string;
}

export const SAMPLE_CHALLENGES: readonly SampleChallenge[] = [
  {
    level: 'easy',
    tab: 'home.challenge.easy.tab',
    title: 'home.challenge.easy.title',
    ages: 'home.challenge.easy.ages',
    intro: 'home.challenge.easy.intro',
    encouragement: ['home.challenge.easy.tip1', 'home.challenge.easy.tip2', 'home.challenge.easy.tip3'],
    image: { src: '/public-objects/images/challenge-shapes.svg', alt: 'home.challenge.easy.alt' },
    caption: { kind: 'home.challenge.example', text: 'home.challenge.easy.caption' },
    uploadHref: '/free-analysis?difficulty=easy&challenge=shapes',
  },
  {
    level: 'medium',
    tab: 'home.challenge.medium.tab',
    title: 'home.challenge.medium.title',
    ages: 'home.challenge.medium.ages',
    intro: 'home.challenge.medium.intro',
    encouragement: ['home.challenge.medium.tip1', 'home.challenge.medium.tip2', 'home.challenge.medium.tip3'],
    image: { src: '/public-objects/images/challenge-person.svg', alt: 'home.challenge.medium.alt' },
    caption: { kind: 'home.challenge.inspiration', text: 'home.challenge.medium.caption' },
    uploadHref: '/free-analysis?difficulty=medium&challenge=draw-person',
  },
  {
    level: 'hard',
    tab: 'home.challenge.hard.tab',
    title: 'home.challenge.hard.title',
    ages: 'home.challenge.hard.ages',
    intro: 'home.challenge.hard.intro',
    encouragement: ['home.challenge.hard.tip1', 'home.challenge.hard.tip2', 'home.challenge.hard.tip3'],
    image: { src: '/public-objects/images/challenge-future-city.svg', alt: 'home.challenge.hard.alt' },
    caption: { kind: 'home.challenge.inspiration', text: 'home.challenge.hard.caption' },
    uploadHref: '/free-analysis?difficulty=hard&challenge=future-city',
  },
];
