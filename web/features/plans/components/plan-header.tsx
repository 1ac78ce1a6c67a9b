import { ArrowLeft, Pencil } from 'lucide-react';
import { useState } from 'react';
import type { Plan } from '../../../../contracts/plans';
import { ShopAndLogOutButtons } from '@/components/account-buttons';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/link-button';
import { EditChildDialog } from './edit-child-dialog';
import { useT } from '@/i18n/use-t';
import { TOTAL_CHALLENGES } from '../../../../contracts/program';

/** Back to Plans on the left; Shop and Log out on the right (spec 000 §2 Plan detail). */
export function PlanTopBar() {
  const t = useT();
  return (
    <header className="border-b border-border">
      <nav aria-label={t('plans.topBar.nav')} className="mx-auto flex max-w-4xl items-center justify-between gap-2 px-4 py-2 sm:px-6">
        <LinkButton href="/dashboard" icon={ArrowLeft} variant="ghost" size="sm" className="px-3 sm:px-4">
          {t('plans.topBar.back')}
        </LinkButton>
        <div className="flex items-center gap-1 sm:gap-2">
          <ShopAndLogOutButtons />
        </div>
      </nav>
    </header>
  );
}

interface PlanTitleProps {
  plan: Plan;
  childName: string;
  isCompleted: boolean;
  challengeNumber: number;
}

/** "{child}'s Progress", the Completed badge, "Challenge N of 26", and Edit for the child's details. */
export function PlanTitle({ plan, childName, isCompleted, challengeNumber }: PlanTitleProps) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  return (
    <div className="grid gap-2">
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-wrap items-center gap-3">
          <h1 className="min-w-0 text-3xl font-extrabold break-words sm:text-4xl">{t('plans.page.progressTitle', { name: childName })}</h1>
          {isCompleted ? <span className="rounded-full bg-leaf px-3 py-1 text-sm font-bold text-background">{t('plans.completed')}</span> : null}
        </div>
        <Button variant="ghost" size="sm" onClick={() => setEditing(true)} className="-mr-2 shrink-0 text-muted sm:mt-1">
          <Pencil aria-hidden="true" />
          {t('plans.title.edit')} <span className="sr-only">{t('plans.title.childDetails', { name: childName })}</span>
        </Button>
      </div>
      <p className="text-lg text-muted">{t('plans.title.challenge', { number: challengeNumber, total: TOTAL_CHALLENGES })}</p>
      <EditChildDialog plan={editing ? plan : null} onClose={() => setEditing(false)} />
    </div>
  );
}
