import type { PageProps } from '@/routes';

/** Skeleton: built by the weekly-loop work (issue 5). */
export function PlanPage(_props: PageProps) {
  return null;
}
