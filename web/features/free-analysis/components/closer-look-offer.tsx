import { ArrowRight, Shapes } from 'lucide-react';
import { Link } from 'wouter';
import { useT } from '@/i18n/use-t';

/** Issue 33: what one drawing cannot tell, a standard task can — offered right under the estimate, no account needed. */
export function CloserLookOffer() {
  const t = useT();
  return (
    <aside aria-labelledby="closer-look" className="flex gap-3 rounded-card border border-violet/50 bg-surface p-4 sm:p-5">
      <Shapes className="mt-1 size-5 shrink-0 text-violet" aria-hidden="true" />
      <div className="grid gap-1">
        <h3 id="closer-look" className="font-bold">
          <Link href="/tasks/shapes" className="inline-flex min-h-11 items-center gap-1 text-sky underline underline-offset-4">
            {t('freeAnalysis.closerLook.link')}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </h3>
        <p className="text-muted">{t('freeAnalysis.closerLook.body')}</p>
      </div>
    </aside>
  );
}
