import { useState } from 'react';
import { useDeferredStart } from '@/lib/use-deferred-start';
import { usePrefersReducedMotion } from '@/lib/use-prefers-reduced-motion';
import { cn } from '@/lib/utils';
import framePoster from '../assets/frame-poster.webp?inline';

const FRAME_VIDEO = '/public-objects/videos/new-bg-video.mp4';
/**
 * The clip's first frame, 640×360 WebP (~5 KB), written into the page's script as a data URL: on
 * a phone the card is the shop's largest picture, and it paints with the headline instead of a
 * request later. Made from the clip's poster with
 *   node -e "require('sharp')('web/public/public-objects/videos/new-bg-video-poster.jpg').resize(640).webp({ quality: 55, effort: 6 }).toFile('web/features/shop/assets/frame-poster.webp')"
 * (run it again after scripts/render-shop-media.mjs renders a new clip).
 */
const FRAME_STILL = framePoster;
const TSHIRT_IMAGE = '/public-objects/images/tshirt-card.svg';

const cover = 'h-full w-full object-cover';
/** The clip waits for the page to load and the visitor to show up (or this long after load). */
const VIDEO_DELAY_MS = 2000;

/**
 * The frame card's background: its still at once, and over it a muted looping clip that fades
 * in once it plays; the still alone under reduced motion. The clip never shares a phone's
 * network with the page's own scripts and text.
 */
export function FrameCardVideo() {
  const reducedMotion = usePrefersReducedMotion();
  const mayPlay = useDeferredStart(!reducedMotion, VIDEO_DELAY_MS);
  const [playing, setPlaying] = useState(false);
  const still = (className?: string) => <img src={FRAME_STILL} alt="" width={640} height={360} decoding="sync" className={cn(cover, className)} />;
  if (reducedMotion) return still();
  return (
    <div className="relative h-full w-full">
      {still('absolute inset-0')}
      <video
        className={cn(cover, 'absolute inset-0 transition-opacity duration-700', !playing && 'opacity-0')}
        src={mayPlay ? FRAME_VIDEO : undefined}
        autoPlay
        muted
        loop
        playsInline
        preload={mayPlay ? 'auto' : 'none'}
        aria-hidden="true"
        tabIndex={-1}
        onPlaying={() => setPlaying(true)}
      />
    </div>
  );
}

export function TshirtCardImage() {
  return <img src={TSHIRT_IMAGE} alt="" className={cover} />;
}
