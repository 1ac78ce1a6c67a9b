import type { PageProps } from '@/routes';

/** Skeleton: built by the weekly-loop work (issue 5). */
export function InteractiveSessionPage(_props: PageProps) {
  return null;
}
