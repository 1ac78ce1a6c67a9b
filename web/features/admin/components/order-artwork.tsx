import { ImageOff } from 'lucide-react';

/**
 * The child's artwork on a light "paper" mat, uncropped. The address is the admin-only
 * artwork route; `?size=thumb` asks for a small copy so a long list stays light.
 */
export function OrderArtwork({ imageUrl, label }: { imageUrl: string | null; label: string }) {
  return (
    // Flex, not grid: a grid cell's height comes from its content, so max-h-full would not hold a portrait photo inside the mat.
    <div className="flex size-28 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-[#fdfcf7] p-1.5 shadow-soft sm:size-36">
      {imageUrl ? (
        <img src={`${imageUrl}?size=thumb`} alt={label} loading="lazy" className="max-h-full max-w-full rounded-md object-contain" />
      ) : (
        <span role="img" aria-label="Artwork no longer available" className="grid size-full place-items-center">
          <ImageOff className="size-1/3 text-[#6b6b6b]" aria-hidden="true" />
        </span>
      )}
    </div>
  );
}
