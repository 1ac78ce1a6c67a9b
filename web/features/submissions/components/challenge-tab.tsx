import type { PlanChallenge } from '../../../../contracts/plans';
import { AdaptedReason, EstimatedTime, InstructionList, SkillList } from './challenge-details';
import { DESKTOP_QUERY, useMediaQuery } from '../hooks/use-media-query';
import { OpenOnPhone } from './open-on-phone';

/** The Challenge tab: what to do this week, and on a computer a way over to the phone. */
export function ChallengeTab({ challenge }: { challenge: PlanChallenge }) {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_auto] lg:items-start">
      <div className="grid gap-5">
        <div className="grid gap-2">
          <p className="leading-relaxed">{challenge.description}</p>
          <EstimatedTime challenge={challenge} />
        </div>
        <AdaptedReason reason={challenge.adaptedReason} />
        <SkillList skills={challenge.skills} headingLevel="h2" />
        <InstructionList instructions={challenge.instructions} headingLevel="h2" />
      </div>
      {desktop ? <OpenOnPhone /> : null}
    </div>
  );
}
