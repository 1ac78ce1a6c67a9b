import { ImageUp, X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';

/**
 * Issue 21: the checkpoint's standard drawing, "a whole person", as an optional photo. The same
 * prompt at every checkpoint lets the drawings be compared like with like.
 */
export function WholePersonDrawingField({
  checkpointNumber,
  file,
  onChange,
  disabled = false,
}: {
  checkpointNumber: number;
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const preview = usePreviewUrl(file);

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    if (chosen) onChange(chosen);
    event.target.value = '';
  }

  return (
    <div className="grid gap-2 border-t border-border pt-3">
      <p id={hintId} className="text-sm text-muted">
        Checkpoint drawing: ask your child to draw a whole person and add a photo (optional).
      </p>
      {file && preview ? (
        <div className="flex items-center gap-3">
          <img src={preview} alt={`Whole person drawing for checkpoint ${checkpointNumber}`} className="size-14 rounded-md bg-[#fbf6ea] object-contain p-1" />
          <span className="min-w-0 flex-1 truncate text-sm font-semibold">{file.name}</span>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => onChange(null)}
            disabled={disabled}
            aria-label={`Remove the whole person drawing for checkpoint ${checkpointNumber}`}
          >
            <X aria-hidden="true" />
            Remove
          </Button>
        </div>
      ) : (
        <Button
          size="sm"
          variant="secondary"
          className="justify-self-start"
          onClick={() => input.current?.click()}
          disabled={disabled}
          aria-describedby={hintId}
          aria-label={`Add a whole person drawing for checkpoint ${checkpointNumber}`}
        >
          <ImageUp aria-hidden="true" />
          Add the drawing
        </Button>
      )}
      <input ref={input} name={`checkpoint-${checkpointNumber}-drawing`} type="file" accept="image/*" hidden onChange={onPick} />
    </div>
  );
}

/** The chosen photo's preview, released when it is replaced or the card goes away. */
function usePreviewUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}
