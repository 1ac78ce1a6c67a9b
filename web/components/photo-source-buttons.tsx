import { Camera, type LucideIcon } from 'lucide-react';
import { useRef, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';

interface PhotoSourceButtonsProps {
  onChoose: (files: File[]) => void;
  disabled?: boolean;
  /** The second button's words and icon: what choosing from the device does here. */
  chooseLabel: string;
  chooseIcon: LucideIcon;
  /** The form field names of the camera's input and the device picker's. */
  names: { camera: string; picker: string };
  /** The device picker takes several photos at once. */
  multiple?: boolean;
  /** Names for the hidden inputs themselves, for tests and tools that reach them directly. */
  inputLabels?: { camera: string; picker: string };
}

/**
 * "Take a photo" (one tap opens a phone's camera) beside a button that picks from the device, each
 * over a hidden file input. Only images are offered.
 */
export function PhotoSourceButtons({
  onChoose,
  disabled = false,
  chooseLabel,
  chooseIcon: ChooseIcon,
  names,
  multiple = false,
  inputLabels,
}: PhotoSourceButtonsProps) {
  const t = useT();
  const camera = useRef<HTMLInputElement>(null);
  const picker = useRef<HTMLInputElement>(null);

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    if (files.length > 0) onChoose(files);
    // Lets the parent choose the same photo again after changing their mind.
    event.target.value = '';
  }

  return (
    <>
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button onClick={() => camera.current?.click()} disabled={disabled}>
          <Camera aria-hidden="true" />
          {t('components.takePhoto')}
        </Button>
        <Button variant="secondary" onClick={() => picker.current?.click()} disabled={disabled}>
          <ChooseIcon aria-hidden="true" />
          {chooseLabel}
        </Button>
      </div>
      <input ref={camera} name={names.camera} type="file" accept="image/*" capture="environment" hidden aria-label={inputLabels?.camera} onChange={onChange} />
      <input ref={picker} name={names.picker} type="file" accept="image/*" multiple={multiple} hidden aria-label={inputLabels?.picker} onChange={onChange} />
    </>
  );
}
