import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';

const FRAME_VIDEO = '/public-objects/videos/new-bg-video.mp4';
const FRAME_POSTER = '/public-objects/videos/new-bg-video-poster.jpg';
const TSHIRT_IMAGE = '/public-objects/images/tshirt-card.svg';

const cover = 'h-full w-full object-cover';

/** The frame card's background: a muted looping clip, or its still poster under reduced motion. */
export function FrameCardVideo() {
  const reducedMotion = usePrefersReducedMotion();
  if (reducedMotion) return <img src={FRAME_POSTER} alt="" className={cover} />;
  return (
    <video
      className={cover}
      src={FRAME_VIDEO}
      poster={FRAME_POSTER}
      autoPlay
      muted
      loop
      playsInline
      preload="auto"
      aria-hidden="true"
      tabIndex={-1}
    />
  );
}

export function TshirtCardImage() {
  return <img src={TSHIRT_IMAGE} alt="" className={cover} />;
}
