import confetti from 'canvas-confetti';
import { useEffect, useRef, useState } from 'react';

/** Spec 000 §9: confetti for 5 s, 300 pieces. */
export const CONFETTI_MS = 5_000;
export const CONFETTI_PIECES = 300;
const FRAMES_PER_SECOND = 60;
const CRAYONS = ['#ff6b6b', '#ffd166', '#4cc9f0', '#06d6a0', '#9b5de5'];

/**
 * A celebration when a week's drawing comes in; none at all for a parent who asked for less
 * motion. Drawn on our own decorative canvas (hidden from assistive technology) that is
 * removed once the 5 s are over.
 */
export function Confetti({ celebrate }: { celebrate: boolean }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [done, setDone] = useState(false);

  useEffect(() => {
    const element = canvas.current;
    if (!celebrate || !element) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const shoot = confetti.create(element, { resize: true, disableForReducedMotion: true });
    void shoot({
      particleCount: CONFETTI_PIECES,
      spread: 100,
      startVelocity: 45,
      origin: { y: 0.6 },
      // Pieces live for `ticks` animation frames: 5 s at 60 frames a second.
      ticks: (CONFETTI_MS / 1000) * FRAMES_PER_SECOND,
      colors: CRAYONS,
    });
    const stop = setTimeout(() => setDone(true), CONFETTI_MS);
    return () => {
      clearTimeout(stop);
      shoot.reset();
    };
  }, [celebrate]);

  if (done) return null;
  return <canvas ref={canvas} aria-hidden="true" className="pointer-events-none fixed inset-0 z-50 size-full" />;
}
