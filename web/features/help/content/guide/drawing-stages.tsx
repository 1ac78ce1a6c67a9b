import { useHelpT, type HelpKey } from '../help-messages';

interface DrawingStage {
  /** The stage's message keys: help.stages.<id>.name, .ages, .see and .help. */
  id: 'scribbling' | 'preSchematic' | 'schematic' | 'realism';
  /** A palette colour for the stage's marker; one per stage, in order. */
  accent: string;
}

// Viktor Lowenfeld's stages of children's art (Creative and Mental Growth, 1947), the
// framework most art educators still use; ages are the usual ranges, not deadlines.
const STAGES: readonly DrawingStage[] = [
  { id: 'scribbling', accent: 'bg-coral' },
  { id: 'preSchematic', accent: 'bg-sunflower' },
  { id: 'schematic', accent: 'bg-leaf' },
  { id: 'realism', accent: 'bg-sky' },
];

const key = (stage: DrawingStage, part: 'name' | 'ages' | 'see' | 'help') => `help.stages.${stage.id}.${part}` as HelpKey;

export function DrawingStagesSection() {
  const h = useHelpT();
  return (
    <>
      <p className="text-muted">{h('help.stages.intro')}</p>
      <ol className="grid gap-4">
        {STAGES.map((stage) => (
          <li key={stage.id} className="rounded-card border border-border bg-surface p-5">
            <h3 className="flex flex-wrap items-baseline gap-x-3 text-xl font-bold">
              <span aria-hidden="true" className={`inline-block size-3 rounded-full ${stage.accent}`} />
              {h(key(stage, 'name'))}
              <span className="text-base font-semibold text-muted">{h(key(stage, 'ages'))}</span>
            </h3>
            <p className="mt-2 text-muted">
              <strong className="font-semibold text-foreground">{h('help.stages.whatYouSee')}</strong> {h(key(stage, 'see'))}
            </p>
            <p className="mt-2 text-muted">
              <strong className="font-semibold text-foreground">{h('help.stages.howToHelp')}</strong> {h(key(stage, 'help'))}
            </p>
          </li>
        ))}
      </ol>
    </>
  );
}
