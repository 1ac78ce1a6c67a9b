/** Single strokes: the vertical, horizontal and diagonal line (criteria in criteria.ts). */
import { atLeast, atMost, judge, missing, MIN_LINE_LENGTH, type Verdict } from './criteria.ts';
import { angleOff, dominantLine, largestGap, type CopyInk } from './stroke-geometry.ts';

/** The band a shaky but straight line stays in: its width plus a tenth of its size. */
export const lineBand = (copy: CopyInk) => Math.max(5, 0.12 * copy.size);

export function scoreLine(copy: CopyInk, direction: number, tolerance: number): Verdict {
  const line = dominantLine(copy.points, lineBand(copy));
  if (!line) return judge([missing]);
  return judge([
    atLeast(line.members.length / copy.points.length, 0.8, 0.15),
    atMost(angleOff(line.angle, direction), tolerance, 8),
    atLeast(line.length, MIN_LINE_LENGTH, MIN_LINE_LENGTH / 2),
    atMost(largestGap(line), 0.25, 0.15),
  ]);
}
