import { Camera } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { ATTEMPTS_USED_TEXT, attemptOfLabel, submitAgainLabel, submitWeekPath, type AttemptOffer } from '../lib/attempts';

type SubmitAgainProps = { planId: string; week: number; offer: AttemptOffer; size?: 'sm' | 'default'; className?: string };

/** "Submit again (attempt 2 of 3)" to the week's submission screen, or plainly that every attempt is used. */
export function SubmitAgain({ planId, week, offer, size = 'default', className }: SubmitAgainProps) {
  if (offer.kind === 'none') return null;
  if (offer.kind === 'used') return <p className={cn('text-sm text-muted', className)}>{ATTEMPTS_USED_TEXT}</p>;
  const label = submitAgainLabel(offer.next);
  return (
    <Button asChild variant="secondary" size={size} className={className}>
      {/* The week is in the name: a plan page lists several weeks with this button. */}
      <Link href={submitWeekPath(planId, week)} aria-label={`${label} for week ${week}`}>
        <Camera aria-hidden="true" />
        {/* Where the line must break, it breaks before the attempt's number, not inside it. */}
        <span>
          Submit again <span className="whitespace-nowrap">{attemptOfLabel(offer.next)}</span>
        </span>
      </Link>
    </Button>
  );
}
