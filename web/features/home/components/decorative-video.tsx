import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/utils';
import { useInView } from '../hooks/use-in-view';

interface DecorativeVideoProps {
  src: string;
  /** The still picture: the whole show under reduced motion. */
  still: string;
  /** Also shown while the clip loads; leave it out to fade the clip in over the background instead. */
  poster?: string;
  /** The picture's own size, so its box is reserved before it loads (no layout shift). */
  width: number;
  height: number;
  /** False until the page may spend bandwidth on it. */
  canLoad: boolean;
  reducedMotion: boolean;
  /** Above the fold: the still is fetched at once rather than lazily. */
  priority?: boolean;
  className?: string;
}

/** A muted, looping background clip that says nothing a screen reader needs; a still under reduced motion. */
export function DecorativeVideo({ still, reducedMotion, priority = false, ...video }: DecorativeVideoProps) {
  if (reducedMotion) {
    return (
      <img
        src={still}
        alt=""
        width={video.width}
        height={video.height}
        loading={priority ? 'eager' : 'lazy'}
        className={cn('object-cover', video.className)}
      />
    );
  }
  return <LoopingVideo {...video} />;
}

/**
 * The clip and its poster download only once allowed and near the screen; it pauses while
 * scrolled away, sparing the phone's battery.
 */
function LoopingVideo({ src, poster, width, height, canLoad, className }: Omit<DecorativeVideoProps, 'still' | 'reducedMotion' | 'priority'>) {
  const video = useRef<HTMLVideoElement>(null);
  const near = useInView(video, '200px');
  // Once near the screen it stays set up: scrolling away pauses the clip, it does not unload it.
  const [seen, setSeen] = useState(false);
  if (near && !seen) setSeen(true);
  const loaded = seen && canLoad;
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (!element || !loaded) return;
    if (near) element.play().catch(() => undefined);
    else element.pause();
  }, [near, loaded]);

  return (
    <video
      ref={video}
      src={loaded ? src : undefined}
      poster={seen ? poster : undefined}
      width={width}
      height={height}
      muted
      loop
      playsInline
      preload="none"
      aria-hidden="true"
      tabIndex={-1}
      onPlaying={() => setPlaying(true)}
      className={cn('object-cover', !poster && 'transition-opacity duration-1000', !poster && !playing && 'opacity-0', className)}
    />
  );
}
