import type { AdminUserDetail } from '../../../contracts/admin.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { listRefundedPayments } from './payment-refunds.ts';
import { adminUserRepository } from './user-repository.ts';

const USER_NOT_FOUND = 'User not found';

/** User Management's detail view: the account, its statistics, its ten newest plans and any refunds. */
export async function getUserDetail({ db, userId }: { db: Db; userId: string }): Promise<AdminUserDetail> {
  // Account ids are better-auth's own strings, not uuids: any text is looked up as it is.
  const user = await adminUserRepository.byId(db, userId);
  if (!user) throw notFound(USER_NOT_FOUND);
  const [planStats, totalSubmissions, totalFreeChallenges, recentPlans, refundedPayments] = await Promise.all([
    adminUserRepository.planStats(db, userId),
    adminUserRepository.submissionCount(db, userId),
    adminUserRepository.freeAnalysisCount(db, userId),
    adminUserRepository.recentPlans(db, userId),
    listRefundedPayments(db, userId),
  ]);
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    name: user.name,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
    hasPurchasedPlan: user.hasPurchasedPlan,
    // Kritzel creates no customers at the payment provider; the field stays for the spec's view.
    stripeCustomerId: null,
    stats: { ...planStats, totalSubmissions, totalFreeChallenges },
    recentPlans,
    refundedPayments,
  };
}
