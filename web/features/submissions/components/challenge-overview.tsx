import type { PlanChallenge } from '../../../../contracts/plans';
import { Card, CardContent } from '@/components/ui/card';
import { AdaptedReason, EstimatedTime, InstructionList, SkillList } from './challenge-details';

/** The week at a glance above the tabs: what it is, what it practises, how it goes. */
export function ChallengeOverview({ challenge }: { challenge: PlanChallenge }) {
  return (
    <Card>
      <CardContent className="grid gap-5 p-5 sm:p-6">
        <div className="grid gap-2">
          <p className="text-lg leading-relaxed">{challenge.description}</p>
          <EstimatedTime challenge={challenge} />
        </div>
        <AdaptedReason reason={challenge.adaptedReason} />
        <div className="grid gap-5 md:grid-cols-[1fr_2fr]">
          <SkillList skills={challenge.skills} headingLevel="h2" />
          <InstructionList instructions={challenge.instructions} headingLevel="h2" />
        </div>
      </CardContent>
    </Card>
  );
}
