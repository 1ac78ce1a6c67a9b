/**
 * Static advice for the Preparation Tips tab (spec 000 §2). Written for any week's challenge:
 * what to set out, where, when, how to begin and how to talk about the drawing afterwards.
 */
export interface PreparationTip {
  title: string;
  points: readonly string[];
}

export const PREPARATION_TIPS: readonly PreparationTip[] = [
  {
    title: 'Materials',
    points: [
      'Lay out a few sheets of plain paper (A4 or bigger) so a fresh start is always at hand.',
      'Offer chunky crayons or thick pencils to younger children and felt tips or coloured pencils to older ones.',
      'Keep the choice small: four to six colours invite decisions without overwhelming.',
      'Skip the eraser for now. Lines that go wrong are part of the drawing and tell us how your child works.',
    ],
  },
  {
    title: 'Space',
    points: [
      'A table at elbow height and a chair where your child’s feet can rest make steady lines easier.',
      'Tape the paper to the table so it does not slide away from small hands.',
      'Clear away screens and toys, and sit beside your child rather than opposite: it feels like a shared project.',
      'Good daylight helps, and it makes the photo of the finished drawing clearer too.',
    ],
  },
  {
    title: 'Time of day',
    points: [
      'Choose a calm moment when your child is rested and fed, not right before bed or straight after a busy day out.',
      'Plan for the estimated time plus a few minutes: nobody should feel rushed.',
      'If your child is not in the mood, try again tomorrow. A happy ten minutes beats a forced half hour.',
    ],
  },
  {
    title: 'Introducing the challenge',
    points: [
      'Read the instructions yourself first, then explain them in your own words, one step at a time.',
      'Make it an invitation, not a test: “I found a fun drawing idea. Shall we try it together?”',
      'Ask a curious question before the pencil touches the paper, like “What do you think it could look like?”',
      'Let your child decide where to start and which colours to use.',
    ],
  },
  {
    title: 'Encouraging without judging',
    points: [
      'Describe what you see instead of rating it: “You used lots of round shapes” rather than “That’s beautiful”.',
      'Praise effort and choices: “You kept going on the tricky part.”',
      'Ask your child to tell you about the drawing. Their story is often richer than the lines.',
      'Resist fixing or finishing a line for them. If they ask for help, ask what they would like to try.',
      'End on a good note, whatever the result, and put the drawing somewhere they can see it.',
    ],
  },
];
