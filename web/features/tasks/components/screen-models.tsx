import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { SHAPE_ITEMS, SHAPE_LABELS } from '../../../../contracts/tasks';
import { Button } from '@/components/ui/button';
import { ShapeModel } from './shape-model';

/**
 * No printer: the models one at a time, big, in the sheet's order. The child copies each on plain
 * paper, left to right and top to bottom, so the scorer finds the copies in that order.
 */
export function ScreenModels() {
  const [index, setIndex] = useState(0);
  const shape = SHAPE_ITEMS[index]!;
  const last = SHAPE_ITEMS.length - 1;
  return (
    <div className="grid gap-4">
      <p className="text-muted">
        Your child copies each shape on a plain sheet of paper, left to right and top to bottom, with space between them. Show one shape at a time; do not draw
        it for them.
      </p>
      <figure className="grid justify-items-center gap-3">
        <ShapeModel shape={shape} className="size-56 sm:size-72" title={`Shape ${index + 1} of ${SHAPE_ITEMS.length}: ${SHAPE_LABELS[shape]}`} />
        <figcaption aria-live="polite" className="font-semibold">
          {index + 1} of {SHAPE_ITEMS.length}: {SHAPE_LABELS[shape]}
        </figcaption>
      </figure>
      <div className="grid grid-cols-2 gap-3">
        <Button variant="secondary" onClick={() => setIndex(index - 1)} disabled={index === 0}>
          <ArrowLeft aria-hidden="true" />
          Back
        </Button>
        <Button variant="secondary" onClick={() => setIndex(index + 1)} disabled={index === last}>
          Next
          <ArrowRight aria-hidden="true" />
        </Button>
      </div>
      {index === last ? <p className="text-sm text-muted">That was the last shape. Now photograph the whole sheet of paper, flat.</p> : null}
    </div>
  );
}
