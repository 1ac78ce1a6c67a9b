import { Download } from 'lucide-react';
import { SHAPE_SHEET_INSTRUCTION_KEYS } from '../../../../contracts/shape-sheet';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';
import { sheetPdfUrl } from '../api/tasks';

/** The printable sheet in either paper size, and the standard instruction that goes with it. */
export function SheetDownload() {
  const t = useT();
  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild size="lg">
          <a href={sheetPdfUrl('a4')} download="kritzel-shape-sheet-a4.pdf">
            <Download aria-hidden="true" />
            {t('tasks.download.a4')}
          </a>
        </Button>
        <Button asChild size="lg" variant="secondary">
          <a href={sheetPdfUrl('letter')} download="kritzel-shape-sheet-letter.pdf">
            <Download aria-hidden="true" />
            {t('tasks.download.letter')}
          </a>
        </Button>
      </div>
      <ShapeSheetInstructions />
    </div>
  );
}

/** The standard instruction, word for word as the sheet prints it. */
export function ShapeSheetInstructions() {
  const t = useT();
  return (
    <div>
      <h3 className="font-bold">{t('tasks.download.how')}</h3>
      <ol className="mt-2 grid list-decimal gap-1.5 pl-6 text-muted">
        {SHAPE_SHEET_INSTRUCTION_KEYS.map((line) => (
          <li key={line}>{t(line)}</li>
        ))}
      </ol>
    </div>
  );
}
