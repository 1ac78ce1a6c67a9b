import { useMutation, useQueryClient } from '@tanstack/react-query';
// Type only: this call runs on a page that loads without zod (checkout, plan set-up, bank
// confirmation; docs/decisions/017-page-start-up.md), so its answer is typed, not checked.
import type { CompleteSetupResponse } from '../../../../contracts/plans';
import { plansQueryKey } from '@/lib/query-keys';
import { readResponse } from '@/lib/api';
import { uploadForm } from '@/lib/upload-form';

export interface CompleteSetupInput {
  planId: string;
  /** Null when the plan keeps the drawing of the free analysis it started from. */
  image: File | null;
  /** Months, sent as text (spec 000 §7). */
  childAge: number;
}

/** The birth month (1–12) and year the age was counted from. */
export interface BirthDate {
  birthMonth: number;
  birthYear: number;
}

/**
 * POST /api/plans/{planId}/complete-setup (multipart): baseline analysis and the 26 weeks. The
 * birth month and year go with the age, so the plan keeps the birth date its setup used.
 */
export async function completeSetup({
  planId,
  image,
  childAge,
  birthMonth,
  birthYear,
}: CompleteSetupInput & Partial<BirthDate>): Promise<CompleteSetupResponse> {
  const form = new FormData();
  if (image) form.append('image', image);
  form.append('childAge', String(childAge));
  if (birthMonth !== undefined && birthYear !== undefined) {
    form.append('birthMonth', String(birthMonth));
    form.append('birthYear', String(birthYear));
  }
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
