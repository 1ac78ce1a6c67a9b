import { CHECKOUT_CHILD_NAME, PaymentMessages } from '../../../contracts/payments.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { isUuid, paymentRepository, type PlanRow } from './repository.ts';

/**
 * Checkout from a free analysis: the parent claims the (anonymous or own) drawing and gets
 * one unpaid plan for it, reused on every later attempt. The drawing row is locked, so two
 * tabs paying at once still share one plan. Setup later starts from plan.drawingId.
 */
export async function findOrCreateCheckoutPlan({ db, drawingId, userId }: { db: Db; drawingId: string; userId: string }): Promise<PlanRow> {
  if (!isUuid(drawingId)) throw notFound(PaymentMessages.drawingNotFound);
  return db.transaction(async (tx) => {
    const drawing = await paymentRepository.lockClaimableDrawing(tx, drawingId, userId);
    if (!drawing) throw notFound(PaymentMessages.drawingNotFound);
    if (drawing.userId === null) await paymentRepository.claimDrawing(tx, drawing, userId);
    const existing = await paymentRepository.findPlanForDrawing(tx, drawingId, userId);
    if (existing?.isPaid) throw new AppError('CONFLICT', PaymentMessages.planAlreadyPaid);
    return existing ?? paymentRepository.insertPlan(tx, { userId, childName: CHECKOUT_CHILD_NAME, drawingId });
  });
}
