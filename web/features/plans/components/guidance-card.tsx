import { BookOpen } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';

/** "Need guidance?": the parent guide, for how to run the weekly challenges at home. */
export function GuidanceCard() {
  const t = useT();
  return (
    <section
      aria-labelledby="guidance-title"
      className="flex flex-col gap-4 rounded-card border border-border bg-surface-2 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <BookOpen className="mt-1 size-6 shrink-0 text-sky" aria-hidden="true" />
        <div>
          <h2 id="guidance-title" className="text-lg font-bold">
            {t('plans.guidance.title')}
          </h2>
          <p className="text-muted">{t('plans.guidance.text')}</p>
        </div>
      </div>
      <Button asChild variant="secondary" className="shrink-0">
        <Link href="/parent-guide">{t('plans.guidance.link')}</Link>
      </Button>
    </section>
  );
}
