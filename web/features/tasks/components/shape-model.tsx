import { shapeModelPath } from '../../../../contracts/shape-models';
import { SHAPE_LABELS, type ShapeItem } from '../../../../contracts/tasks';
import { cn } from '@/lib/utils';

const BOX = 100;

/** A model shape drawn as the sheet prints it: dark strokes on paper. */
export function ShapeModel({ shape, className, title }: { shape: ShapeItem; className?: string; title?: string }) {
  const name = title ?? `Model: ${SHAPE_LABELS[shape]}`;
  return (
    <svg viewBox={`0 0 ${BOX} ${BOX}`} role="img" aria-label={name} className={cn('rounded-lg bg-[#fbf6ea]', className)}>
      <path d={shapeModelPath(shape, BOX)} fill="none" stroke="#1a1a1a" strokeWidth={4} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
