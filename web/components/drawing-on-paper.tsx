import { cn } from '@/lib/utils';

/** The child's drawing, uncropped and unfiltered, on a light paper mat (docs/design.md). */
export function DrawingOnPaper({ src, alt, className }: { src: string; alt: string; className?: string }) {
  return (
    <figure className={cn('rounded-card bg-[#fbf6ea] p-3 shadow-soft sm:p-4', className)}>
      <img src={src} alt={alt} className="mx-auto max-h-80 w-auto max-w-full rounded-md object-contain sm:max-h-96" />
    </figure>
  );
}
