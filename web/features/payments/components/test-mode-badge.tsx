import { FlaskConical } from 'lucide-react';
import { useT } from '@/i18n/use-t';

/** Always visible on the sandbox form: nobody should think a real card was charged. */
export function TestModeBadge() {
  const t = useT();
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full border border-sunflower/60 bg-sunflower/10 px-3 py-1 text-sm font-semibold text-sunflower">
      <FlaskConical className="size-4" aria-hidden="true" />
      {t('pay.testMode')}
    </span>
  );
}
