import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { SHAPE_ITEMS, SHAPE_LABEL_KEYS } from '../../../../contracts/tasks';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';
import { ShapeModel } from './shape-model';

/**
 * No printer: the models one at a time, big, in the sheet's order. The child copies each on plain
 * paper, left to right and top to bottom, so the scorer finds the copies in that order.
 */
export function ScreenModels() {
  const t = useT();
  const [index, setIndex] = useState(0);
  const shape = SHAPE_ITEMS[index]!;
  const last = SHAPE_ITEMS.length - 1;
  const place = { number: index + 1, total: SHAPE_ITEMS.length, shape: t(SHAPE_LABEL_KEYS[shape]) };
  return (
    <div className="grid gap-4">
      <p className="text-muted">{t('tasks.screen.intro')}</p>
      <figure className="grid justify-items-center gap-3">
        <ShapeModel shape={shape} className="size-56 sm:size-72" title={t('tasks.screen.title', place)} />
        <figcaption aria-live="polite" className="font-semibold">
          {t('tasks.screen.caption', place)}
        </figcaption>
      </figure>
      <div className="grid grid-cols-2 gap-3">
        <Button variant="secondary" onClick={() => setIndex(index - 1)} disabled={index === 0}>
          <ArrowLeft aria-hidden="true" />
          {t('tasks.screen.back')}
        </Button>
        <Button variant="secondary" onClick={() => setIndex(index + 1)} disabled={index === last}>
          {t('tasks.screen.next')}
          <ArrowRight aria-hidden="true" />
        </Button>
      </div>
      {index === last ? <p className="text-sm text-muted">{t('tasks.screen.last')}</p> : null}
    </div>
  );
}
