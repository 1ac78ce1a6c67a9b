import { Shapes, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import type { ExampleVariation } from '../../../../contracts/analysis';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { toast } from '@/lib/use-toast';
import { useT } from '@/i18n/use-t';
import { useGenerateExamples } from '../api/ai-helpers';
import { handleLoggedOut } from '../../../lib/logged-out';
import { aiHelperError } from '../lib/ai-error';
import { colourLabel, cssColour } from '../lib/colour-names';

interface ExampleVariationsProps {
  challengeTitle: string;
  challengeInstructions: string[];
  returnTo: string;
}

/** Examples/Variations: five themed twists on the week, for a child who wants more or different. */
export function ExampleVariations({ challengeTitle, challengeInstructions, returnTo }: ExampleVariationsProps) {
  const t = useT();
  const generate = useGenerateExamples();
  const [examples, setExamples] = useState<ExampleVariation[]>([]);

  function run() {
    generate.mutate(
      { challengeTitle, challengeInstructions },
      {
        onSuccess: (data) => {
          setExamples(data.examples);
          toast({ title: t('submissions.prepare.examplesGenerated') });
        },
        onError: (error) => {
          if (handleLoggedOut(error, returnTo)) return;
          toast({ variant: 'destructive', title: aiHelperError(error, t('submissions.prepare.examplesFailed')) });
        },
      },
    );
  }

  return (
    <div className="grid gap-5">
      <div className="grid gap-3 sm:flex sm:items-center sm:justify-between">
        <p className="max-w-prose text-muted">{t('submissions.prepare.examplesIntro')}</p>
        <Button onClick={run} disabled={generate.isPending} className="w-full sm:w-auto">
          {examples.length > 0 ? <RefreshCw aria-hidden="true" /> : <Shapes aria-hidden="true" />}
          {generate.isPending
            ? t('submissions.generating')
            : examples.length > 0
              ? t('submissions.prepare.generateNewIdeas')
              : t('submissions.prepare.generateExamples')}
        </Button>
      </div>
      {examples.length > 0 ? (
        <ul aria-label={t('submissions.prepare.exampleList')} className="grid gap-4 md:grid-cols-2">
          {examples.map((example, i) => (
            <li key={`${i}-${example.title}`}>
              <ExampleCard example={example} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-card border border-dashed border-border p-6 text-center text-muted">{t('submissions.prepare.examplesEmpty')}</p>
      )}
    </div>
  );
}

function ExampleCard({ example }: { example: ExampleVariation }) {
  const t = useT();
  return (
    <Card className="h-full">
      <CardContent className="grid gap-3 p-5">
        <p className="justify-self-start rounded-full bg-surface-2 px-3 py-1 text-xs font-bold tracking-wide text-sunflower uppercase">{example.theme}</p>
        <h3 className="text-lg font-bold">{example.title}</h3>
        <p className="text-sm leading-relaxed text-muted">{example.description}</p>
        <div className="grid gap-1.5">
          <h4 className="text-sm font-semibold">{t('submissions.prepare.materialsHeading')}</h4>
          <ul className="grid list-disc gap-1 pl-5 text-sm marker:text-muted">
            {example.materials.map((material) => (
              <li key={material}>{material}</li>
            ))}
          </ul>
        </div>
        <div className="grid gap-1.5">
          <h4 className="text-sm font-semibold">{t('submissions.prepare.colours')}</h4>
          <ul className="flex flex-wrap gap-2">
            {example.colorSuggestions.map((name) => (
              <li key={name} className="inline-flex items-center gap-2 rounded-full border border-border bg-surface-2 py-1 pr-3 pl-1 text-sm">
                <ColourSwatch name={name} />
                {colourLabel(name)}
              </li>
            ))}
          </ul>
        </div>
      </CardContent>
    </Card>
  );
}

/** Decorative: the colour's name is right beside it as text. */
function ColourSwatch({ name }: { name: string }) {
  const colour = cssColour(name);
  return (
    <span
      aria-hidden="true"
      data-colour={colour ?? 'unknown'}
      className="inline-block size-6 rounded-full border border-white/40"
      style={colour ? { backgroundColor: colour } : { backgroundImage: 'conic-gradient(#ff6b6b, #ffd166, #06d6a0, #4cc9f0, #9b5de5, #ff6b6b)' }}
    />
  );
}
