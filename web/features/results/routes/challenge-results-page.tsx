import type { PageProps } from '@/routes';

/** Skeleton: built by the weekly-loop work (issue 5). */
export function ChallengeResultsPage(_props: PageProps) {
  return null;
}
