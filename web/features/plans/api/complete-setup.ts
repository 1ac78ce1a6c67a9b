import { useMutation, useQueryClient } from '@tanstack/react-query';
// Type only: this call runs on a page that loads without zod (checkout, plan set-up, bank
// confirmation; docs/decisions/017-page-start-up.md), so its answer is typed, not checked.
import type { CompleteSetupResponse } from '../../../../contracts/plans';
import { plansQueryKey } from './get-plans';
import { readResponse } from '@/lib/api';
import { uploadForm } from '@/lib/upload-form';

export interface CompleteSetupInput {
  planId: string;
  /** Null when the plan keeps the drawing of the free analysis it started from. */
  image: File | null;
  /** Months, sent as text (spec 000 §7). */
  childAge: number;
}

/** POST /api/plans/{planId}/complete-setup (multipart): baseline analysis and the 26 weeks. */
export async function completeSetup({ planId, image, childAge }: CompleteSetupInput): Promise<CompleteSetupResponse> {
  const form = new FormData();
  if (image) form.append('image', image);
  form.append('childAge', String(childAge));
  const res = await uploadForm(`/api/plans/${encodeURIComponent(planId)}/complete-setup`, form);
  return readResponse<CompleteSetupResponse>(res);
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
