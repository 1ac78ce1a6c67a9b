import { Camera, ImageUp } from 'lucide-react';
import { useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/use-toast';
import { cn } from '@/lib/utils';
import type { SelectedDrawing } from '../hooks/use-drawing-selection';
import { drawingFileProblem, formatFileSize } from '../lib/drawing-file';
import { DrawingOnPaper } from './drawing-on-paper';
import { EmptySheetDrawing } from './empty-sheet-drawing';

interface DrawingPickerProps {
  drawing: SelectedDrawing | null;
  onChoose: (file: File) => void;
  disabled?: boolean;
}

/** Drag-and-drop, camera capture or a file from the device; refused files get a toast. */
export function DrawingPicker({ drawing, onChoose, disabled = false }: DrawingPickerProps) {
  const cameraInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  function accept(file: File | undefined) {
    if (!file || disabled) return;
    const problem = drawingFileProblem(file);
    if (problem) {
      toast({ variant: 'destructive', ...problem });
      return;
    }
    onChoose(file);
  }

  function onInputChange(event: ChangeEvent<HTMLInputElement>) {
    accept(event.target.files?.[0]);
    // Lets the parent pick the same photo again after changing their mind.
    event.target.value = '';
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
      {drawing ? <DrawingOnPaper src={drawing.previewUrl} alt="Your child's drawing" className="w-full" /> : <EmptySheetDrawing />}
      <p aria-live="polite" className="text-sm text-muted">
        {drawing ? (
          <>
            <span className="font-semibold text-foreground">{drawing.file.name}</span> · {formatFileSize(drawing.file.size)}
          </>
        ) : (
          <>
            <span className="hidden sm:inline">Drag a photo of the drawing here, take one </span>
            <span className="sm:hidden">Take a photo of the drawing </span>
            or choose one from your device.
          </>
        )}
      </p>
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button onClick={() => cameraInput.current?.click()} disabled={disabled}>
          <Camera aria-hidden="true" />
          Take a photo
        </Button>
        <Button variant="secondary" onClick={() => fileInput.current?.click()} disabled={disabled}>
          <ImageUp aria-hidden="true" />
          {drawing ? 'Choose another file' : 'Choose a file'}
        </Button>
      </div>
      <p className="text-sm text-muted">JPG or PNG, under 10MB. Daylight and the whole sheet in view work best.</p>
      <input ref={cameraInput} name="drawing-photo" type="file" accept="image/*" capture="environment" hidden onChange={onInputChange} />
      <input ref={fileInput} name="drawing-file" type="file" accept="image/*" hidden onChange={onInputChange} />
    </div>
  );
}
