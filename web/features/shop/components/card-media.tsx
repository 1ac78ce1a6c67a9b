import { useDeferredStart } from '@/lib/use-deferred-start';
import { usePrefersReducedMotion } from '@/lib/use-prefers-reduced-motion';

const FRAME_VIDEO = '/public-objects/videos/new-bg-video.mp4';
const FRAME_POSTER = '/public-objects/videos/new-bg-video-poster.jpg';
const TSHIRT_IMAGE = '/public-objects/images/tshirt-card.svg';

const cover = 'h-full w-full object-cover';
/** The clip waits for the page to load and the visitor to show up (or this long after load). */
const VIDEO_DELAY_MS = 2000;

/**
 * The frame card's background: a muted looping clip, or its still poster under reduced motion.
 * Until the page has loaded the poster stands in, so the clip never shares a phone's network
 * with the page's own scripts and text.
 */
export function FrameCardVideo() {
  const reducedMotion = usePrefersReducedMotion();
  const mayPlay = useDeferredStart(!reducedMotion, VIDEO_DELAY_MS);
  if (reducedMotion) return <img src={FRAME_POSTER} alt="" className={cover} />;
  return (
    <video
      className={cover}
      src={mayPlay ? FRAME_VIDEO : undefined}
      poster={FRAME_POSTER}
      autoPlay
      muted
      loop
      playsInline
      preload={mayPlay ? 'auto' : 'none'}
      aria-hidden="true"
      tabIndex={-1}
    />
  );
}

export function TshirtCardImage() {
  return <img src={TSHIRT_IMAGE} alt="" className={cover} />;
}
