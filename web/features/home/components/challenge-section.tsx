import { Check, Upload } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Tabs } from '@/components/ui/tabs';
import { SAMPLE_CHALLENGES, type ChallengeLevel, type SampleChallenge } from '../lib/challenges';
import { useT } from '@/i18n/use-t';

/** #how-it-works: three challenges to try today, each ending in a free analysis of the drawing. */
export function ChallengeSection() {
  const t = useT();
  const tabs = SAMPLE_CHALLENGES.map((c) => ({ value: c.level, label: t(c.tab) }));
  const [level, setLevel] = useState<ChallengeLevel>('easy');
  const challenge = SAMPLE_CHALLENGES.find((c) => c.level === level) ?? SAMPLE_CHALLENGES[0]!;
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-title" className="scroll-mt-16 border-t border-border bg-surface/40 outline-none">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-24">
        <div className="max-w-2xl">
          <h2 id="how-it-works-title" className="text-3xl font-extrabold sm:text-4xl">
            {t('home.challenge.title')}
          </h2>
          <p className="mt-4 text-lg text-muted">{t('home.challenge.lead')}</p>
        </div>
        <Tabs label={t('home.challenge.tabs')} items={tabs} value={level} onValueChange={setLevel} className="mt-8 max-w-4xl">
          <ChallengePanel challenge={challenge} />
        </Tabs>
      </div>
    </section>
  );
}

function ChallengePanel({ challenge }: { challenge: SampleChallenge }) {
  const t = useT();
  return (
    <div className="grid items-start gap-6 rounded-card border border-border bg-surface p-5 sm:p-8 md:grid-cols-[1fr_minmax(0,22rem)]">
      <div>
        <p className="text-sm font-semibold text-sky">{t(challenge.ages)}</p>
        <h3 className="mt-1 text-2xl font-extrabold">{t(challenge.title)}</h3>
        <p className="mt-3 text-muted">{t(challenge.intro)}</p>
        <ul className="mt-5 grid gap-3">
          {challenge.encouragement.map((line) => (
            <li key={line} className="flex gap-3">
              <Check className="mt-1 size-5 shrink-0 text-leaf" aria-hidden="true" />
              <span>{t(line)}</span>
            </li>
          ))}
        </ul>
        {/* Written out, not LinkButton: the landing page's own chunk stays as small as it was (decision 017). */}
        <Button asChild size="lg" className="mt-6 w-full px-4 text-center whitespace-normal sm:w-auto sm:px-7">
          <Link href={challenge.uploadHref}>
            <Upload aria-hidden="true" />
            {t('home.challenge.upload')}
          </Link>
        </Button>
      </div>
      <figure className="-rotate-1 rounded-card bg-[#fbf6ea] p-3 shadow-soft">
        <img
          src={challenge.image.src}
          alt={t(challenge.image.alt)}
          width={400}
          height={300}
          loading="lazy"
          decoding="async"
          className="h-auto w-full rounded-lg"
        />
        <figcaption className="mt-2 text-center text-sm text-[#4a4a4a]">
          <span className="font-bold">{t(challenge.caption.kind)}:</span> {t(challenge.caption.text)}
        </figcaption>
      </figure>
    </div>
  );
}
