import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { ShopAndLogOutButtons } from '@/components/account-buttons';
import { Button } from '@/components/ui/button';

/** Back to Plans on the left; Shop and Log out on the right (spec 000 §2 Plan detail). */
export function PlanTopBar() {
  return (
    <header className="border-b border-border">
      <nav aria-label="Plan" className="mx-auto flex max-w-4xl items-center justify-between gap-2 px-4 py-2 sm:px-6">
        <Button asChild variant="ghost" size="sm" className="px-3 sm:px-4">
          <Link href="/dashboard">
            <ArrowLeft aria-hidden="true" />
            Back to Plans
          </Link>
        </Button>
        <div className="flex items-center gap-1 sm:gap-2">
          <ShopAndLogOutButtons />
        </div>
      </nav>
    </header>
  );
}

/** "{child}'s Progress", the Completed badge and "Challenge N of 26". */
export function PlanTitle({ childName, isCompleted, challengeNumber }: { childName: string; isCompleted: boolean; challengeNumber: number }) {
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-extrabold sm:text-4xl">{`${childName}'s Progress`}</h1>
        {isCompleted ? <span className="rounded-full bg-leaf px-3 py-1 text-sm font-bold text-background">Completed</span> : null}
      </div>
      <p className="text-lg text-muted">Challenge {challengeNumber} of 26</p>
    </div>
  );
}
