import { shapeModelPath } from '../../../../contracts/shape-models';
import { SHAPE_LABEL_KEYS, type ShapeItem } from '../../../../contracts/tasks';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/utils';

const BOX = 100;

/** A model shape drawn as the sheet prints it: dark strokes on paper. */
export function ShapeModel({ shape, className, title }: { shape: ShapeItem; className?: string; title?: string }) {
  const t = useT();
  const name = title ?? t('tasks.model', { shape: t(SHAPE_LABEL_KEYS[shape]) });
  return (
    <svg viewBox={`0 0 ${BOX} ${BOX}`} role="img" aria-label={name} className={cn('rounded-lg bg-[#fbf6ea]', className)}>
      <path d={shapeModelPath(shape, BOX)} fill="none" stroke="#1a1a1a" strokeWidth={4} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
