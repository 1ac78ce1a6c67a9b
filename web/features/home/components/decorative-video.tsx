import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/utils';
import { useInView } from '../hooks/use-in-view';

interface DecorativeVideoProps {
  src: string;
  /** The still picture: the whole show under reduced motion. */
  still: string;
  /**
   * Shown while the clip loads, as the video's own poster (fetched once near the screen). Leave
   * it out to fade the clip in over whatever lies under it instead.
   */
  poster?: string;
  /**
   * The still is painted at once, under the clip, which fades in over it once it plays: the
   * picture is never blank while the clip downloads. (Instead of `poster`.)
   */
  stillUnder?: boolean;
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
export function DecorativeVideo({ still, reducedMotion, priority = false, stillUnder = false, ...video }: DecorativeVideoProps) {
  const picture = (className?: string) => (
    <img
      src={still}
      alt=""
      width={video.width}
      height={video.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      className={cn('object-cover', className)}
    />
  );
  if (reducedMotion) return picture(video.className);
  if (!stillUnder) return <LoopingVideo {...video} />;
  return (
    <div className={cn('relative', video.className)}>
      {picture('absolute inset-0 h-full w-full')}
      <LoopingVideo {...video} poster={undefined} className="absolute inset-0 h-full w-full" />
    </div>
  );
}

/**
 * The clip and its poster download only once allowed and near the screen; it pauses while
 * scrolled away, sparing the phone's battery.
 */
function LoopingVideo({ src, poster, width, height, canLoad, className }: Omit<DecorativeVideoProps, 'still' | 'reducedMotion' | 'priority' | 'stillUnder'>) {
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
