import { z } from 'zod';

/** Below this many parent accounts the site names no count at all ("Trusted by … parents"). */
export const TRUSTED_PARENTS_THRESHOLD = 1000;

/**
 * GET /api/stats/parents: how many parents use Kritzel, as the site may say it. `parents` is the
 * number of parent accounts rounded down to a plain figure (1,234 → 1000, 12,345 → 12000), or
 * null while there are fewer than TRUSTED_PARENTS_THRESHOLD: then no count is shown anywhere.
 */
export const ParentCountResponse = z.object({ parents: z.number().int().min(TRUSTED_PARENTS_THRESHOLD).nullable() });
export type ParentCountResponse = z.infer<typeof ParentCountResponse>;
