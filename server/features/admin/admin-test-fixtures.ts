import crypto from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { TEST_ORIGIN, type TestContext } from '../../../test/api-harness.ts';
import { insertArtwork } from '../../../test/order-factories.ts';
import { contactMessages, orders, users } from '../../db/schema/index.ts';

type Ctx = Pick<TestContext, 'app' | 'database' | 'storage'>;

/** A same-origin request as the admin pages send it (cookie optional: signed out). */
export function adminRequest(ctx: Pick<TestContext, 'app'>, method: InjectOptions['method'], url: string, cookie?: string, payload?: object) {
  return ctx.app.inject({ method, url, headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) }, ...(payload ? { payload } : {}) });
}

export async function insertMessage(ctx: Pick<TestContext, 'database'>, values: Partial<typeof contactMessages.$inferInsert> = {}) {
  const [row] = await ctx.database.db
    .insert(contactMessages)
    .values({
      name: 'Sam Parent',
      email: 'sam@example.com',
      subject: 'A question',
      message: 'How do checkpoints work?',
      metadata: { source: 'contact_page' },
      ...values,
    })
    .returning();
  if (!row) throw new Error('message insert returned nothing');
  return row;
}

/** A keepsake order as checkout and payment leave it; with artwork unless told otherwise. */
export async function insertOrder(ctx: Ctx, userId: string | null, values: Partial<typeof orders.$inferInsert> & { withArtwork?: boolean } = {}) {
  const { withArtwork = true, ...rest } = values;
  const fileId = withArtwork && userId ? (await insertArtwork(ctx, userId)).fileId : null;
  const [row] = await ctx.database.db
    .insert(orders)
    .values({ userId, productType: 'custom-tshirt', configuration: { size: 'M', color: 'white' }, priceCents: 3900, provider: 'sandbox', fileId, ...rest })
    .returning();
  if (!row) throw new Error('order insert returned nothing');
  return row;
}

/**
 * An account row as sign-up leaves it, without signing in: listing tests need dozens, and
 * signing each in would meet the sign-in rate limit.
 */
export async function insertAccount(ctx: Pick<TestContext, 'database'>, values: { email: string; createdAt?: Date; firstName?: string }) {
  const firstName = values.firstName ?? 'Alex';
  const [row] = await ctx.database.db
    .insert(users)
    .values({
      id: crypto.randomUUID(),
      email: values.email,
      name: `${firstName} Tester`,
      firstName,
      lastName: 'Tester',
      ...(values.createdAt ? { createdAt: values.createdAt } : {}),
    })
    .returning();
  if (!row) throw new Error('account insert returned nothing');
  return row;
}
