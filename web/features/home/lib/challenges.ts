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

/** A challenge's words are its level's messages: home.challenge.<level>.title, .ages, .intro, .tip1–3, .alt, .caption. */
function sample(level: ChallengeLevel, image: string, kind: SampleChallenge['caption']['kind'], uploadHref: string): SampleChallenge {
  const key = <P extends string>(part: P) => `home.challenge.${level}.${part}` as const;
  return {
    level,
    tab: key('tab'),
    title: key('title'),
    ages: key('ages'),
    intro: key('intro'),
    encouragement: [key('tip1'), key('tip2'), key('tip3')],
    image: { src: image, alt: key('alt') },
    caption: { kind, text: key('caption') },
    uploadHref,
  };
}

export const SAMPLE_CHALLENGES: readonly SampleChallenge[] = [
  sample('easy', '/public-objects/images/challenge-shapes.svg', 'home.challenge.example', '/free-analysis?difficulty=easy&challenge=shapes'),
  sample('medium', '/public-objects/images/challenge-person.svg', 'home.challenge.inspiration', '/free-analysis?difficulty=medium&challenge=draw-person'),
  sample('hard', '/public-objects/images/challenge-future-city.svg', 'home.challenge.inspiration', '/free-analysis?difficulty=hard&challenge=future-city'),
];
