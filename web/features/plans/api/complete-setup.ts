import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Plan } from '../../../../contracts/plans';
import { plansQueryKey } from './get-plans';
import { uploadForm } from '@/lib/upload-form';

export interface CompleteSetupInput {
  planId: string;
  /** Null when the plan keeps the drawing of the free analysis it started from. */
  image: File | null;
  /** Months, sent as text (spec 000 §7). */
  childAge: number;
}

/** POST /api/plans/{planId}/complete-setup (multipart): baseline analysis and the 26 weeks. */
export async function completeSetup({ planId, image, childAge }: CompleteSetupInput): Promise<{ plan: Plan }> {
  const form = new FormData();
  if (image) form.append('image', image);
  form.append('childAge', String(childAge));
  const res = await uploadForm(`/api/plans/${encodeURIComponent(planId)}/complete-setup`, form);
  return (await res.json()) as { plan: Plan };
}

export function useCompleteSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeSetup,
    // The plan's own query is updated by the screen once its "done" moment has been shown
    // (see setPlanInCache): updating it here would leave the screen at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: plansQueryKey }),
  });
}
