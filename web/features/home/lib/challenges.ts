/** Spec 000 §2: the landing page's three sample challenges and where each upload button goes. */
export type ChallengeLevel = 'easy' | 'medium' | 'hard';

export interface SampleChallenge {
  level: ChallengeLevel;
  tab: string;
  title: string;
  ages: string;
  intro: string;
  encouragement: readonly string[];
  image: { src: string; alt: string };
  /** The spec asks for an example or an inspiration under each picture. */
  caption: { kind: 'Example' | 'Inspiration'; text: string };
  uploadHref: string;
}

export const SAMPLE_CHALLENGES: readonly SampleChallenge[] = [
  {
    level: 'easy',
    tab: 'Easy',
    title: 'Shape Explorer',
    ages: 'Great from age 3',
    intro: 'Circles, squares, triangles and stars: ask your child to fill a page with every shape they know.',
    encouragement: [
      'Any shape counts, even a wobbly one: closing a circle is a real milestone.',
      'Name the shapes together as they appear.',
      'Ask which shape is their favourite, and why.',
    ],
    image: { src: '/public-objects/images/challenge-shapes.svg', alt: "A child's crayon drawing of a circle, a square, a triangle and a star" },
    caption: { kind: 'Example', text: 'shapes by a four-year-old' },
    uploadHref: '/free-analysis?difficulty=easy&challenge=shapes',
  },
  {
    level: 'medium',
    tab: 'Medium',
    title: 'Draw a Person',
    ages: 'Great from age 4',
    intro: 'Ask your child to draw a whole person: themselves, a friend or someone they love.',
    encouragement: [
      'Let them choose who to draw; there is no right person.',
      'A big head and stick arms are exactly what we expect at this age.',
      'Afterwards, ask what the person is doing or feeling.',
    ],
    image: { src: '/public-objects/images/challenge-person.svg', alt: "A child's crayon drawing of a smiling girl in a pink dress, waving both hands" },
    caption: { kind: 'Inspiration', text: 'a person drawn by a five-year-old' },
    uploadHref: '/free-analysis?difficulty=medium&challenge=draw-person',
  },
  {
    level: 'hard',
    tab: 'Hard',
    title: 'Invent a Future City',
    ages: 'Great from age 6',
    intro: 'What will cities look like when your child is grown up? Invite them to design one.',
    encouragement: [
      'Wild ideas welcome: flying cars, gardens on roofs, rockets for buses.',
      'Ask them to tell you about one building while they draw.',
      'Planning a whole page is the challenge, not neat lines.',
    ],
    image: {
      src: '/public-objects/images/challenge-future-city.svg',
      alt: "A child's crayon drawing of tall towers, a flying car, a rocket and a tree on a roof",
    },
    caption: { kind: 'Inspiration', text: 'a future city by an eight-year-old' },
    uploadHref: '/free-analysis?difficulty=hard&challenge=future-city',
  },
];
