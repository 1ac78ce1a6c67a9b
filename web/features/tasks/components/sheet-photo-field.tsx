import { ImageUp } from 'lucide-react';
import { useState } from 'react';
import { DrawingOnPaper } from '@/components/drawing-on-paper';
import { PhotoSourceButtons } from '@/components/photo-source-buttons';
import { useT } from '@/i18n/use-t';
import { NOT_A_PHOTO, type ChosenPhoto } from '../lib/use-photo';

interface SheetPhotoFieldProps {
  photo: ChosenPhoto | null;
  onChoose: (file: File) => void;
  disabled?: boolean;
  /** What the photo should show, said before one is chosen. */
  guidance: string;
  /** The preview's description for a screen reader. */
  previewAlt: string;
}

/** A photo from the camera (one tap on a phone) or the device, previewed as chosen. */
export function SheetPhotoField({ photo, onChoose, disabled = false, guidance, previewAlt }: SheetPhotoFieldProps) {
  const t = useT();
  const [problem, setProblem] = useState<string | null>(null);
  function accept(file: File | undefined) {
    if (!file) return;
    if (!file.type.startsWith('image/')) return setProblem(t(NOT_A_PHOTO));
    setProblem(null);
    onChoose(file);
  }
  return (
    <div className="grid justify-items-center gap-3 rounded-card border-2 border-dashed border-input bg-surface p-4 text-center">
      {photo ? <DrawingOnPaper src={photo.previewUrl} alt={previewAlt} className="w-full" /> : null}
      <p className="text-sm text-muted">{guidance}</p>
      <PhotoSourceButtons
        onChoose={([file]) => accept(file)}
        disabled={disabled}
        chooseLabel={photo ? t('tasks.photo.chooseAnother') : t('tasks.photo.choose')}
        chooseIcon={ImageUp}
        names={{ camera: 'sheet-photo-camera', picker: 'sheet-photo' }}
        inputLabels={{ camera: t('tasks.photo.takeInput'), picker: t('tasks.photo.chooseInput') }}
      />
      {problem ? (
        <p role="alert" className="text-sm font-medium text-destructive-text">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
