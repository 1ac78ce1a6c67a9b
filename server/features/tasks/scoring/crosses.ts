/** Two crossing lines: the cross (+) and the diagonal cross (X) (criteria in criteria.ts). */
import { atLeast, atMost, judge, missing, MIN_LINE_LENGTH, type Check, type Verdict } from './criteria.ts';
import { lineBand } from './lines.ts';
import { angleOff, crossing, dominantLine, fitSegment, type CopyInk, type Segment } from './stroke-geometry.ts';

const near = (line: Segment, band: number) => (p: { x: number; y: number }) =>
  Math.abs((p.x - line.centre.x) * -line.dir.y + (p.y - line.centre.y) * line.dir.x) <= band / 2 + 0.5;

/** `directions`: the two lines' page angles, e.g. [90, 0] for a + and [45, 135] for an X. */
export function scoreCross(copy: CopyInk, directions: [number, number]): Verdict {
  const band = lineBand(copy);
  const first = dominantLine(copy.points, band);
  if (!first) return judge([missing]);
  const rest = copy.points.filter((p) => !near(first, band)(p));
  const roughSecond = dominantLine(rest, band);
  const second = roughSecond && fitSegment(copy.points.filter(near(roughSecond, band)));
  if (!second) return judge([missing]);
  const explained = copy.points.filter((p) => near(first, band)(p) || near(second, band)(p)).length / copy.points.length;
  const cross = crossing(first, second);
  if (!cross) return judge([missing]);
  const [a, b] = directions;
  const fit = Math.min(Math.max(angleOff(first.angle, a), angleOff(second.angle, b)), Math.max(angleOff(first.angle, b), angleOff(second.angle, a)));
  const middle = (share: number): Check => atMost(Math.abs(share - 0.5), 0.3, 0.1);
  const [short, long] = [Math.min(first.length, second.length), Math.max(first.length, second.length)];
  return judge([
    atLeast(explained, 0.8, 0.15),
    atMost(fit, 25, 8),
    atLeast(angleOff(first.angle, second.angle), 60, 10),
    middle(cross.onA),
    middle(cross.onB),
    atLeast(short, MIN_LINE_LENGTH, MIN_LINE_LENGTH / 2),
    atMost(long / short, 2.5, 0.5),
  ]);
}
