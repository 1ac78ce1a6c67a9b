import { Crop } from 'lucide-react';
import { useT } from '@/i18n/use-t';

/**
 * The server cut the photo to its paper (issue 35); the parent sees the result in the preview
 * and can take the whole photo instead, and back again, at any time before paying.
 */
export function PaperCropChoice({ cut, onChange }: { cut: boolean; onChange: (cut: boolean) => void }) {
  const t = useT();
  return (
    <div className="grid gap-1 rounded-xl border border-border bg-surface-2 p-3">
      <label className="flex min-h-11 cursor-pointer items-center gap-3 font-semibold">
        <input type="checkbox" checked={cut} onChange={(event) => onChange(event.target.checked)} className="size-5 accent-sky" />
        <Crop className="size-5 text-sky" aria-hidden="true" />
        {t('shop.crop.label')}
      </label>
      <p className="text-sm text-muted">{cut ? t('shop.crop.cut') : t('shop.crop.whole')}</p>
    </div>
  );
}
