import { TSHIRT_SIZES, TshirtSize } from '../../../../contracts/shop';
import { useT } from '@/i18n/use-t';

/** The chest-size guide: every size with its US chest range (inches) and EU size range. */
export function SizeGuideTable() {
  const t = useT();
  return (
    // On the narrowest phones the table may scroll sideways: a named region the keyboard can reach.
    <div role="region" aria-label={t('shop.sizeGuide.title')} tabIndex={0} className="overflow-x-auto rounded-xl border border-border">
      <table className="w-full text-left text-sm whitespace-nowrap">
        <caption className="bg-surface-2 px-4 py-2 text-left font-semibold">{t('shop.sizeGuide.title')}</caption>
        <thead className="text-muted">
          <tr className="border-b border-border">
            <th scope="col" className="px-4 py-2 font-semibold">
              {t('shop.sizeGuide.size')}
            </th>
            <th scope="col" className="px-4 py-2 font-semibold">
              {t('shop.sizeGuide.usChest')}
            </th>
            <th scope="col" className="px-4 py-2 font-semibold">
              {t('shop.sizeGuide.eu')}
            </th>
          </tr>
        </thead>
        <tbody>
          {TshirtSize.options.map((size) => (
            <tr key={size} className="border-b border-border last:border-0">
              <th scope="row" className="px-4 py-2 font-semibold">
                {size}
              </th>
              <td className="px-4 py-2">{TSHIRT_SIZES[size].us}</td>
              <td className="px-4 py-2">{TSHIRT_SIZES[size].eu}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
