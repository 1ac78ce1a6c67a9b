import { safeReturnTo } from '../../../../contracts/return-to';

/** After a plan is paid: the server's redirectUrl if it gave a safe one, else the plan's setup. */
export function afterPaymentPath(planId: string, redirectUrl?: string): string {
  const setup = `/plans/${encodeURIComponent(planId)}/setup`;
  return redirectUrl ? safeReturnTo(redirectUrl, setup) : setup;
}
