import { useT } from '@/i18n/use-t';
/** A field's validation message under it; the field points at `id` with aria-describedby. */
export function FieldError({ id, error }: { id: string | undefined; error: string | undefined }) {
  const t = useT();
  if (!error) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive-text">
      {t.has(error) ? t(error) : error}
    </p>
  );
}
