import { StagedProgress, type ProgressStep } from '@/components/ui/staged-progress';
import { useT } from '@/i18n/use-t';

/**
 * The weekly upload's progress. On a phone the form is long and the parent may scroll while the
 * photos go out, so the bar rides on the bottom edge of the screen until the results open; from
 * sm up it sits in place above the buttons. The live region stays in the page while idle, so the
 * first message is announced too (and, out of the layout, it adds no gap).
 */
export function UploadProgress({ stage }: { stage: ProgressStep | null }) {
  const t = useT();
  return (
    <div
      className={
        stage
          ? 'fixed inset-x-0 bottom-0 z-20 border-t border-border bg-background/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur sm:static sm:border-0 sm:bg-transparent sm:p-0 sm:backdrop-blur-none'
          : 'contents'
      }
    >
      <div className="mx-auto max-w-3xl">
        <StagedProgress stage={stage} label={t('submissions.submit.progress')} />
      </div>
    </div>
  );
}
