/** Scores one straightened copy box: its ink, then the criteria of the item it should copy. */
import type { ShapeItem } from '../../../../contracts/tasks.ts';
import { scoreClosed } from './closed-shapes.ts';
import { EMPTY_BELOW, sure, type Verdict } from './criteria.ts';
import { scoreCross } from './crosses.ts';
import type { GreyImage } from './grey-image.ts';
import { inkMask } from './ink.ts';
import { scoreLine } from './lines.ts';
import { copyInk } from './stroke-geometry.ts';

/** `patch`: the evenly lit copy box at PIXELS_PER_POINT. */
export function scoreCopy(patch: GreyImage, shape: ShapeItem): Verdict {
  const copy = copyInk(inkMask(patch));
  if (copy.points.length < EMPTY_BELOW) return { result: 'empty', confidence: sure(2 * (1 - copy.points.length / EMPTY_BELOW)) };
  switch (shape) {
    case 'vertical-line':
      return scoreLine(copy, 90, 20);
    case 'horizontal-line':
      return scoreLine(copy, 0, 20);
    case 'diagonal-line':
      return scoreLine(copy, 45, 20);
    case 'cross':
      return scoreCross(copy, [90, 0]);
    case 'diagonal-cross':
      return scoreCross(copy, [45, 135]);
    default:
      return scoreClosed(copy, shape);
  }
}
