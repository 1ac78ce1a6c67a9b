import type { PageProps } from '@/routes';

/** Skeleton: built by the weekly-loop work (issue 5). */
export function ChallengePreparationPage(_props: PageProps) {
  return null;
}
