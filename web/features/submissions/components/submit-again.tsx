import { Camera } from 'lucide-react';
import { Link } from 'wouter';
import { MAX_ATTEMPTS_PER_WEEK } from '../../../../contracts/submissions';
import { Button } from '@/components/ui/button';
import { Rich, useT } from '@/i18n/use-t';
import { cn } from '@/lib/utils';
import { submitWeekPath, type AttemptOffer } from '../lib/attempts';

type SubmitAgainProps = { planId: string; week: number; offer: AttemptOffer; size?: 'sm' | 'default'; className?: string };

/** "Submit again (attempt 2 of 3)" to the week's submission screen, or plainly that every attempt is used. */
export function SubmitAgain({ planId, week, offer, size = 'default', className }: SubmitAgainProps) {
  const t = useT();
  if (offer.kind === 'none') return null;
  if (offer.kind === 'used') return <p className={cn('text-sm text-muted', className)}>{t('submissions.attempts.allUsed', { max: MAX_ATTEMPTS_PER_WEEK })}</p>;
  const values = { next: offer.next, max: MAX_ATTEMPTS_PER_WEEK };
  return (
    <Button asChild variant="secondary" size={size} className={className}>
      {/* The week is in the name: a plan page lists several weeks with this button. */}
      <Link href={submitWeekPath(planId, week)} aria-label={t('submissions.attempts.submitAgainLabel', { ...values, week })}>
        <Camera aria-hidden="true" />
        {/* Where the line must break, it breaks before the attempt's number, not inside it. */}
        <span>
          <Rich k="submissions.attempts.submitAgain" values={{ ...values, nowrap: (chunks) => <span className="whitespace-nowrap">{chunks}</span> }} />
        </span>
      </Link>
    </Button>
  );
}
