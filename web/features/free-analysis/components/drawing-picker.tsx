import { ImageUp } from 'lucide-react';
import { useState, type DragEvent } from 'react';
import { PhotoSourceButtons } from '@/components/photo-source-buttons';
import { Rich, useT } from '@/i18n/use-t';
import { toast } from '@/lib/use-toast';
import { cn } from '@/lib/utils';
import type { SelectedDrawing } from '../hooks/use-drawing-selection';
import { drawingFileProblem, fileProblemToast, formatFileSize } from '../lib/drawing-file';
import { DrawingOnPaper } from '@/components/drawing-on-paper';
import { EmptySheetDrawing } from './empty-sheet-drawing';

interface DrawingPickerProps {
  drawing: SelectedDrawing | null;
  onChoose: (file: File) => void;
  disabled?: boolean;
}

/** Drag-and-drop, camera capture or a file from the device; refused files get a toast. */
export function DrawingPicker({ drawing, onChoose, disabled = false }: DrawingPickerProps) {
  const t = useT();
  const [dragging, setDragging] = useState(false);

  function accept(file: File | undefined) {
    if (!file || disabled) return;
    const problem = drawingFileProblem(file);
    if (problem) {
      toast({ variant: 'destructive', ...fileProblemToast(t, problem) });
      return;
    }
    onChoose(file);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    accept(event.dataTransfer.files[0]);
  }

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={onDrop}
      className={cn(
        'grid justify-items-center gap-4 rounded-card border-2 border-dashed p-4 text-center transition-colors sm:p-6',
        dragging ? 'border-sky bg-surface-2' : 'border-input bg-surface',
      )}
    >
      {drawing ? <DrawingOnPaper src={drawing.previewUrl} alt={t('freeAnalysis.picker.alt')} className="w-full" /> : <EmptySheetDrawing />}
      <p aria-live="polite" className="text-sm text-muted">
        {drawing ? (
          <>
            <span className="font-semibold text-foreground">{drawing.file.name}</span> · {formatFileSize(t, drawing.file.size)}
          </>
        ) : (
          <Rich
            k="freeAnalysis.picker.dropHint"
            values={{
              // A wide screen can drop a file; a phone only takes or chooses one.
              wide: (chunks) => <span className="hidden sm:inline">{chunks}</span>,
              narrow: (chunks) => <span className="sm:hidden">{chunks}</span>,
            }}
          />
        )}
      </p>
      <PhotoSourceButtons
        onChoose={([file]) => accept(file)}
        disabled={disabled}
        chooseLabel={drawing ? t('freeAnalysis.picker.chooseAnother') : t('freeAnalysis.picker.choose')}
        chooseIcon={ImageUp}
        names={{ camera: 'drawing-photo', picker: 'drawing-file' }}
      />
      <p className="text-sm text-muted">{t('freeAnalysis.picker.formats')}</p>
    </div>
  );
}
