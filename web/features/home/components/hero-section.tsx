import { ArrowDown } from 'lucide-react';
import { useRef } from 'react';
import { SectionLink } from '@/components/section-link';
import { buttonVariants } from '@/components/ui/button';
import { ScribbleUnderline } from '@/components/ui/scribble-underline';
import { useDeferredStart } from '@/lib/use-deferred-start';
import { cn } from '@/lib/utils';
import { useParallax } from '../hooks/use-parallax';
import { usePrefersReducedMotion } from '@/lib/use-prefers-reduced-motion';
import heroPoster from '../assets/hero-poster.webp?inline';
import { DecorativeVideo } from './decorative-video';
import { Rich, useT } from '@/i18n/use-t';

const HERO_VIDEO = '/api/video/hero';
/**
 * The clip's first frame, 768×432 WebP (~4.5 KB), written into the page's script as a data URL:
 * it paints with the headline, without a request of its own. Made from the clip's poster with
 *   node -e "require('sharp')('web/public/public-objects/videos/hero-poster.jpg').resize(768).webp({ quality: 40, effort: 6 }).toFile('web/features/home/assets/hero-poster.webp')"
 * (run it again after scripts/render-landing-media.mjs renders a new clip).
 */
const HERO_STILL = heroPoster;
/** How long a visitor who has not touched the page reads the headline before the doodles start to move. */
const VIDEO_DELAY_MS = 4000;

/** The first screen: crayon doodles drawing themselves behind the promise and the first step. */
export function HeroSection() {
  const t = useT();
  const reducedMotion = usePrefersReducedMotion();
  const layer = useRef<HTMLDivElement>(null);
  useParallax(layer, 0.5, !reducedMotion);
  const mayLoadVideo = useDeferredStart(!reducedMotion, VIDEO_DELAY_MS);

  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden border-b border-border bg-background">
      <div ref={layer} className="absolute inset-0 -z-10" aria-hidden="true">
        {/*
          The still shows at once, with the headline; the clip, whose first frame it is, fades in
          over it once it plays. Under reduced motion the still stays, alone.
        */}
        <DecorativeVideo
          src={HERO_VIDEO}
          still={HERO_STILL}
          stillUnder
          width={960}
          height={540}
          canLoad={mayLoadVideo}
          reducedMotion={reducedMotion}
          priority
          className="h-full w-full"
        />
      </div>
      {/* A veil keeps white text well above AA contrast over the brightest doodle. */}
      <div className="absolute inset-0 -z-10 bg-linear-to-b from-background/70 via-background/45 to-background" aria-hidden="true" />
      <div className="absolute inset-0 -z-10 hidden bg-linear-to-r from-background/70 to-transparent to-60% md:block" aria-hidden="true" />
      <div className="mx-auto flex min-h-[34rem] max-w-6xl flex-col justify-center px-4 py-16 sm:px-6 md:min-h-[38rem] md:py-24">
        <p className="font-heading text-sm font-bold tracking-wide text-sunflower uppercase">{t('home.hero.eyebrow')}</p>
        <h1 id="hero-title" className="mt-3 max-w-3xl text-4xl leading-tight font-extrabold sm:text-6xl">
          <Rich k="home.hero.title" values={{ underline: (chunks) => <ScribbleUnderline color="coral">{chunks}</ScribbleUnderline> }} />
        </h1>
        <p className="mt-6 max-w-xl text-lg text-foreground/90 sm:text-xl">{t('home.hero.lead')}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          {/* German and Spanish run longer: the words wrap rather than push past a phone's edge. */}
          <SectionLink section="how-it-works" className={cn(buttonVariants({ size: 'lg' }), 'text-center whitespace-normal')}>
            {t('home.hero.cta')}
            <ArrowDown aria-hidden="true" />
          </SectionLink>
        </div>
      </div>
    </section>
  );
}
