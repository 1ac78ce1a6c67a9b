import { Play } from 'lucide-react';
import { useRef, useState } from 'react';
import { useT } from '@/i18n/use-t';

export const INTRO_VIDEO_URL = '/public-objects/videos/intro.mp4';
const INTRO_POSTER_URL = '/public-objects/videos/intro-poster.jpg';

/**
 * "How Kritzel works" with a Play Video overlay. Nothing loads until the parent asks for it
 * (preload="none" saves mobile data); a load failure is only logged (spec 000 §8).
 */
export function IntroVideo() {
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  const [started, setStarted] = useState(false);

  function play() {
    setStarted(true);
    const element = video.current;
    if (!element) return;
    element.controls = true;
    element.play().catch((error: unknown) => logVideoError(error));
  }

  return (
    <figure className="relative overflow-hidden rounded-card border border-border bg-surface-2">
      <video
        ref={video}
        className="aspect-video w-full bg-black"
        src={INTRO_VIDEO_URL}
        poster={INTRO_POSTER_URL}
        preload="none"
        playsInline
        muted
        aria-label={t('plans.video.label')}
        onError={() => logVideoError(video.current?.error)}
      />
      {started ? null : (
        <button
          type="button"
          onClick={play}
          className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-black/45 text-foreground hover:bg-black/35"
        >
          <span className="flex size-16 items-center justify-center rounded-full bg-coral text-background shadow-soft">
            <Play className="size-7 translate-x-0.5" aria-hidden="true" />
          </span>
          <span className="rounded-full bg-background/80 px-4 py-1.5 font-semibold">{t('plans.video.play')}</span>
        </button>
      )}
      <figcaption className="px-4 py-3 text-sm text-muted">{t('plans.video.caption')}</figcaption>
    </figure>
  );
}

function logVideoError(error: unknown) {
  // The spec asks for the failure to be logged, with nothing shown to the parent.
  // eslint-disable-next-line no-console
  console.warn('Intro video could not be played', error);
}
