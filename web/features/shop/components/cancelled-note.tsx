import { useT } from '@/i18n/use-t';

/** Back from a cancelled checkout: reassure the parent that nothing was charged or lost. */
export function CancelledNote() {
  const t = useT();
  return (
    <p role="status" className="rounded-xl border border-sky/60 bg-surface-2 p-4">
      {t('shop.cancelled')}
    </p>
  );
}
