interface DrawingStage {
  name: string;
  ages: string;
  whatYouSee: string;
  howToHelp: string;
  /** A palette colour for the stage's marker; one per stage, in order. */
  accent: string;
}

// Viktor Lowenfeld's stages of children's art (Creative and Mental Growth, 1947), the
// framework most art educators still use; ages are the usual ranges, not deadlines.
const STAGES: readonly DrawingStage[] = [
  {
    name: 'Scribbling',
    ages: 'about 2 to 4',
    whatYouSee:
      'Lines, loops and dots for the joy of moving the crayon. Later, circles appear and your child starts naming the scribble (“that’s Daddy”) — often after drawing it.',
    howToHelp: 'Big paper, chunky crayons and no expectations. The movement is the point, and so is the naming.',
    accent: 'bg-coral',
  },
  {
    name: 'Pre-schematic',
    ages: 'about 4 to 7',
    whatYouSee:
      'The first people: a big head with arms and legs straight out of it (“tadpole people”). Things float around the page, sizes follow importance, and colours follow feelings more than reality.',
    howToHelp: 'Ask about the story in the picture. A purple dog is a choice, not a mistake.',
    accent: 'bg-sunflower',
  },
  {
    name: 'Schematic',
    ages: 'about 7 to 9',
    whatYouSee:
      'A settled way of drawing things — the same house, tree and person each time — a baseline along the bottom, a strip of sky at the top, and sometimes the inside and outside of a house at once.',
    howToHelp: 'Offer new subjects and points of view: “What would it look like from a bird’s eye?”',
    accent: 'bg-leaf',
  },
  {
    name: 'Dawning realism',
    ages: 'about 9 to 11',
    whatYouSee: 'More detail, overlapping shapes and first tries at depth. Children become self-critical and may say they “can’t draw”.',
    howToHelp: 'Keep the focus on looking and trying. Comics, maps and designs are great ways back in for a doubtful child.',
    accent: 'bg-sky',
  },
];

export function DrawingStagesSection() {
  return (
    <>
      <p className="text-muted">
        Children's drawings change in a fairly predictable order. The art educator Viktor Lowenfeld described four stages that matter for ages 3 to 10. The ages
        vary widely: many children sit between two stages or move back and forth, and that is completely normal.
      </p>
      <ol className="grid gap-4">
        {STAGES.map((stage) => (
          <li key={stage.name} className="rounded-card border border-border bg-surface p-5">
            <h3 className="flex flex-wrap items-baseline gap-x-3 text-xl font-bold">
              <span aria-hidden="true" className={`inline-block size-3 rounded-full ${stage.accent}`} />
              {stage.name}
              <span className="text-base font-semibold text-muted">{stage.ages}</span>
            </h3>
            <p className="mt-2 text-muted">
              <strong className="font-semibold text-foreground">What you might see:</strong> {stage.whatYouSee}
            </p>
            <p className="mt-2 text-muted">
              <strong className="font-semibold text-foreground">How to help:</strong> {stage.howToHelp}
            </p>
          </li>
        ))}
      </ol>
    </>
  );
}
