import { FileText } from 'lucide-react';

/** Spec 000 §2: the Downloadable Worksheets tab only announces them for now. */
export function WorksheetsComingSoon() {
  return (
    <div className="grid justify-items-center gap-3 rounded-card border border-dashed border-border p-8 text-center">
      <FileText className="size-10 text-sky" aria-hidden="true" />
      <h3 className="text-xl font-bold">Worksheets Coming Soon!</h3>
      <p className="max-w-prose text-muted">
        Printable pages for each week are on their way. Until then, plain paper and this week’s instructions are all you need.
      </p>
    </div>
  );
}
