import { Download } from 'lucide-react';
import { useId } from 'react';
import type { AdminOrderArtworkFile } from '../../../../contracts/admin';
import { buttonVariants } from '@/components/ui/button';
import { formatSize } from '@/lib/format-size';

/** "3024 × 4032 px · 2.4 MB": enough to tell before printing whether the file is big enough. */
export function artworkFileSize(file: AdminOrderArtworkFile): string {
  const pixels = file.width !== null && file.height !== null ? `${file.width} × ${file.height} px` : null;
  return [pixels, formatSize(file.byteSize)].filter(Boolean).join(' · ');
}

/**
 * The artwork to print, at the size the parent uploaded it, saved under the order's number.
 * Older orders kept only the display copy: the link says so rather than promising an original.
 */
export function OrderArtworkDownload({ file }: { file: AdminOrderArtworkFile | null }) {
  const sizeId = useId();
  if (!file) return <span className="text-muted">No artwork available</span>;
  return (
    <span className="grid justify-items-start gap-1">
      <a href={file.downloadUrl} download={file.fileName} aria-describedby={sizeId} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
        <Download aria-hidden="true" />
        {file.fullResolution ? 'Download original' : 'Download largest copy'}
      </a>
      <span id={sizeId} className="text-muted">
        {artworkFileSize(file)}
        {file.fullResolution ? null : '. The full-size original of this older order was not kept.'}
      </span>
    </span>
  );
}
