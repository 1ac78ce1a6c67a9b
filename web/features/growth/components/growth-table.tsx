import { useId, useState } from 'react';
import type { GrowthSeriesResponse } from '../../../../contracts/growth';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { tableRows } from '../lib/growth-table';
import { useT } from '@/i18n/use-t';

/**
 * The chart's numbers as a table. Always in the page for screen readers (the chart itself is a
 * picture to them); "Show as table" lets everyone else see it too.
 */
export function GrowthTable({ series, childName }: { series: GrowthSeriesResponse; childName: string }) {
  const t = useT();
  const [shown, setShown] = useState(false);
  const id = useId();
  const rows = tableRows(series, t);
  return (
    <div className="grid gap-3">
      <Button variant="outline" className="justify-self-start" aria-expanded={shown} aria-controls={id} onClick={() => setShown((v) => !v)}>
        {shown ? t('growth.table.hide') : t('growth.table.show')}
      </Button>
      {/* Focusable when shown, so a keyboard can scroll it sideways on a narrow phone. */}
      <div
        id={id}
        role="region"
        aria-label={t('growth.table.label', { name: childName })}
        tabIndex={shown ? 0 : undefined}
        className={cn(shown ? 'overflow-x-auto rounded-xl border border-border' : 'sr-only')}
      >
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{t('growth.table.caption', { name: childName })}</caption>
          <thead className="bg-surface-2 text-muted">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('growth.table.when')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('growth.drawingAge')}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('growth.childAge', { name: childName })}
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('growth.table.score')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-t border-border align-top">
                <th scope="row" className="px-3 py-2 font-semibold">
                  {row.when}
                  {row.date ? <span className="block text-xs font-normal text-muted">{row.date}</span> : null}
                </th>
                <td className={cn('px-3 py-2', row.kind === 'gap' && 'text-muted')}>{row.estimate}</td>
                <td className="px-3 py-2">{row.childAge}</td>
                <td className="px-3 py-2">{row.score}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
