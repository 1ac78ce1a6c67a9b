import { ImageUp } from 'lucide-react';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/utils';

/** Where the child's artwork will appear, before there is any. */
export function ArtworkPlaceholder({ tone = 'light', className }: { tone?: 'light' | 'dark'; className?: string }) {
  const t = useT();
  return (
    <div
      className={cn(
        'flex h-full w-full flex-col items-center justify-center gap-1 rounded-md border-2 border-dashed p-2 text-center text-xs font-semibold sm:text-sm',
        tone === 'light' ? 'border-[#7a7f99] text-[#3d4260]' : 'border-[#9aa0bd] text-[#d5d8ea]',
        className,
      )}
    >
      <ImageUp className="size-6" aria-hidden="true" />
      {t('shop.artwork.placeholder')}
    </div>
  );
}
