import { CHECKOUT_CHILD_NAME } from '../../../contracts/payments.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { isUuid, paymentRepository, type PlanRow } from './repository.ts';
import { birthDateForAge } from '../plans/setup-baseline.ts';
import { messageKey } from '../../../contracts/i18n/keys.ts';

/**
 * Checkout from a free analysis: the parent claims the (anonymous or own) drawing and gets
 * one unpaid plan for it, reused on every later attempt. The drawing row is locked, so two
 * tabs paying at once still share one plan. Setup later starts from plan.drawingId.
 *
 * The birth month given on the free analysis comes along (issue 35: no question asked twice):
 * the analysis keeps the child's age in months on the day it was made, so that day less the
 * age is the birth month the parent chose. Set-up shows it, and the parent may still correct it.
 */
export async function findOrCreateCheckoutPlan({ db, drawingId, userId }: { db: Db; drawingId: string; userId: string }): Promise<PlanRow> {
  if (!isUuid(drawingId)) throw notFound(messageKey('errors.payment.drawingNotFound'));
  return db.transaction(async (tx) => {
    const drawing = await paymentRepository.lockClaimableDrawing(tx, drawingId, userId);
    if (!drawing) throw notFound(messageKey('errors.payment.drawingNotFound'));
    if (drawing.userId === null) await paymentRepository.claimDrawing(tx, drawing, userId);
    const existing = await paymentRepository.findPlanForDrawing(tx, drawingId, userId);
    if (existing?.isPaid) throw new AppError('CONFLICT', messageKey('errors.payment.planAlreadyPaid'));
    if (existing) return existing;
    const birth = drawing.childAgeMonths === null ? {} : birthDateForAge(drawing.childAgeMonths, {}, drawing.createdAt);
    return paymentRepository.insertPlan(tx, { userId, childName: CHECKOUT_CHILD_NAME, drawingId, ...birth });
  });
}
