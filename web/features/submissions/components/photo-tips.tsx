import { Lightbulb } from 'lucide-react';
import { useT } from '@/i18n/use-t';
import type { MessageKey } from '../../../../contracts/i18n/keys';

const TIPS = [
  'submissions.photoTips.light',
  'submissions.photoTips.frame',
  'submissions.photoTips.parallel',
  'submissions.photoTips.angles',
  'submissions.photoTips.focus',
] as const satisfies readonly MessageKey[];

/** Spec 000 §2: the photo-quality tips, next to the picker where the parent needs them. */
export function PhotoTips() {
  const t = useT();
  return (
    <aside aria-labelledby="photo-tips-title" className="rounded-xl border border-sky/40 bg-surface-2 p-4">
      <h3 id="photo-tips-title" className="flex items-center gap-2 font-bold text-sky">
        <Lightbulb className="size-5" aria-hidden="true" />
        {t('submissions.photoTips.title')}
      </h3>
      <ul className="mt-2 grid list-disc gap-1 pl-5 text-sm text-muted">
        {TIPS.map((tip) => (
          <li key={tip}>{t(tip)}</li>
        ))}
      </ul>
    </aside>
  );
}
