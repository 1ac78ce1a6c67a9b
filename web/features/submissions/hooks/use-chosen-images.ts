import { useEffect, useRef, useState } from 'react';

export type ChosenImage = { id: string; file: File; previewUrl: string };

let nextId = 0;

/** The photos picked for a submission with their preview URLs, released when removed or on leaving. */
export function useChosenImages() {
  const [images, setImages] = useState<ChosenImage[]>([]);
  const latest = useRef(images);

  useEffect(() => {
    latest.current = images;
  }, [images]);
  useEffect(() => () => latest.current.forEach((image) => URL.revokeObjectURL(image.previewUrl)), []);

  function add(files: readonly File[]) {
    const added = files.map((file) => ({ id: `image-${(nextId += 1)}`, file, previewUrl: URL.createObjectURL(file) }));
    setImages((current) => [...current, ...added]);
  }

  function remove(id: string) {
    setImages((current) => {
      const gone = current.find((image) => image.id === id);
      if (gone) URL.revokeObjectURL(gone.previewUrl);
      return current.filter((image) => image.id !== id);
    });
  }

  function clear() {
    setImages((current) => {
      current.forEach((image) => URL.revokeObjectURL(image.previewUrl));
      return [];
    });
  }

  return { images, add, remove, clear };
}
