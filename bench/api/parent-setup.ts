import crypto from 'node:crypto';
import { CreatePlanResponse, type CompleteSetupResponse, type ConfirmPaymentResponse } from '../../contracts/plans.ts';
import type { Db } from '../../server/db/client.ts';
import { createVoucher } from '../../server/features/vouchers/create-voucher.ts';
import { ParentClient, parentAddress, type ParentSession } from './parent-client.ts';

/** A child of five and a half: inside every age range the product supports. */
const CHILD_AGE_MONTHS = '66';
/** Setups analyse a drawing each; a few at a time keeps the machine responsive without taking minutes. */
const SETUPS_AT_ONCE = 4;

/** Signs a new parent up and in through the web app's own calls (with the parental consent sign-up requires). */
export async function signUpParent(baseUrl: string, index: number): Promise<Omit<ParentSession, 'planId'>> {
  const address = parentAddress(index);
  const email = `bench-parent-${index}-${crypto.randomBytes(4).toString('hex')}@example.com`;
  const password = `crayons-${crypto.randomBytes(9).toString('base64url')}`;
  const anonymous = new ParentClient(baseUrl, { address });
  await anonymous.expect('POST /api/identity/sign-up/email', '/api/identity/sign-up/email', {
    json: { name: `Bench Parent ${index}`, firstName: 'Bench', lastName: `Parent ${index}`, email, password, parentalConsent: true },
  });
  const signIn = await anonymous.call('POST /api/identity/sign-in/email', '/api/identity/sign-in/email', { json: { email, password } });
  if (!signIn?.ok) throw new Error(`sign-in of a new parent answered ${signIn?.status ?? 'nothing'}: ${signIn?.text.slice(0, 300) ?? ''}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  await new ParentClient(baseUrl, { cookie, address }).expect('GET /api/auth/user', '/api/auth/user');
  return { email, cookie, address };
}

/** A plan as a parent ends up with it: created, paid with a voucher, set up from a first drawing (26 weeks). */
export async function activePlan(client: ParentClient, voucherCode: string, photo: File): Promise<string> {
  const { planId } = CreatePlanResponse.parse(await client.expect('POST /api/plans/create', '/api/plans/create', { json: { childName: 'Mia' } }));
  await client.expect<ConfirmPaymentResponse>('POST /api/confirm-payment', '/api/confirm-payment', { json: { planId, paymentIntentId: '', voucherCode } });
  const form = new FormData();
  form.append('image', photo, photo.name);
  form.append('childAge', CHILD_AGE_MONTHS);
  const { plan } = await client.expect<CompleteSetupResponse>('POST /api/plans/:planId/complete-setup', `/api/plans/${planId}/complete-setup`, { form });
  if (!plan.isPaid || !plan.planData?.challenges.length) throw new Error('setup left the plan unpaid or without weekly challenges');
  return planId;
}

/**
 * `count` parents, each with an active plan. The voucher is made by the server's own code, as
 * `npm run voucher:create` makes one for testers; everything else goes through the HTTP API.
 */
export async function prepareParents({
  baseUrl,
  db,
  count,
  photo,
  firstIndex = 0,
}: {
  baseUrl: string;
  db: Db;
  count: number;
  photo: File;
  firstIndex?: number;
}): Promise<ParentSession[]> {
  const voucher = await createVoucher({
    db,
    code: `BENCH${crypto.randomBytes(5).toString('hex').toUpperCase()}`,
    maxUses: count,
    expiresAt: null,
    description: 'bench:api',
  });
  const parents: ParentSession[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(SETUPS_AT_ONCE, count) }, async () => {
      while (next < count) {
        const i = next++;
        const session = await signUpParent(baseUrl, firstIndex + i);
        const planId = await activePlan(new ParentClient(baseUrl, session), voucher.code, photo);
        parents[i] = { ...session, planId };
      }
    }),
  );
  return parents;
}
