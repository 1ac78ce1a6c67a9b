import { api } from '@/lib/api-client';

/**
 * PATCH /api/plans/{planId} with the child's name, before the checkout charges the card: the
 * plan is named once, here, and every page after payment says it (issue 35). Untyped answer:
 * the checkout loads without zod (docs/decisions/017-page-start-up.md) and needs nothing back.
 */
export async function nameChild(planId: string, childName: string): Promise<void> {
  await api.patch(`/api/plans/${encodeURIComponent(planId)}`, { childName: childName.trim() });
}
