import type { Access } from './route-access-table.ts';
import type { ResourceIds } from './security-fixtures.ts';

/** The four callers the matrix tries on every route; parent A owns the resources in the requests. */
export type Identity = 'anonymous' | 'parent B' | 'admin' | 'parent A';

/** Parent A is asked last, so a route that changes or deletes A's resource does so after the refusals. */
export const IDENTITIES: Identity[] = ['anonymous', 'parent B', 'admin', 'parent A'];

export type Verdict = { route: string; identity: Identity; status: number; body: string; problem: string };

const refused = (status: number) => status === 401 || status === 403;

/** The ids a 2xx answer to anyone but A must never contain. */
export function parentAIds(ids: ResourceIds): string[] {
  return [
    ids.plan,
    ids.unpaidPlan,
    ids.planToDelete,
    ids.submission,
    ids.checkpoint,
    ids.reportShare,
    ids.order,
    ids.file,
    ids.export,
    ids.uploadTicket,
    ids.paymentIntent,
    ids.userA,
  ];
}

/**
 * What is wrong with `status` for this caller, or null. A 5xx is always wrong. Where the table
 * does not pin a status, an allowed caller may still get a 4xx about the input (400, 409, 410…),
 * but never 401/403, and never 404 on its own resource.
 */
export function judgeAccess(input: {
  access: Access;
  identity: Identity;
  ownsResource: boolean;
  status: number;
  body: string;
  foreignIds: string[];
}): string | null {
  const { access, identity, ownsResource, status, body } = input;
  if (status >= 500) return 'server error';
  switch (access) {
    case 'public':
      return refused(status) ? 'a public route refused the caller' : null;
    case 'webhook':
      // No valid signature in the matrix: no caller, however signed in, may get a 2xx.
      return status < 300 ? 'accepted without a signature' : null;
    case 'admin':
      if (identity === 'anonymous') return status === 401 ? null : 'expected 401 signed out';
      if (identity !== 'admin') return status === 403 ? null : 'expected 403 for a parent';
      return refused(status) || status === 404 ? 'the admin was refused' : null;
    case 'parent':
    case 'sandbox':
      if (identity === 'anonymous') return status === 401 ? null : 'expected 401 signed out';
      if (identity === 'parent A') return refused(status) || (ownsResource && status === 404) ? 'the owner was refused' : null;
      if (ownsResource) return status === 403 || status === 404 ? null : "expected 403/404 on parent A's resource";
      if (refused(status)) return 'a signed-in user was refused';
      if (status < 300 && input.foreignIds.some((id) => body.includes(id))) return "the answer contains parent A's ids";
      return null;
  }
}
