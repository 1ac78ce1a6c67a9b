import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OperatorDetails } from '../../../contracts/legal.ts';
import { createTestApp, type TestContext } from '../../../test/api-harness.ts';

const OPERATOR_ENV = {
  OPERATOR_NAME: 'Jana Kritzel',
  // A deploy file with a literal "\n" between lines, and a ";" as the other separator.
  OPERATOR_ADDRESS: 'Kritzelweg 7\\n20095 Hamburg; Germany',
  OPERATOR_EMAIL: 'hello@kritzel.example',
  OPERATOR_PHONE: '+49 40 1234567',
  OPERATOR_VAT_ID: 'DE123456789',
  OPERATOR_TAX_NUMBER: '43/123/45678',
};

let unconfigured: TestContext;
let configured: TestContext;
beforeAll(async () => {
  [unconfigured, configured] = await Promise.all([createTestApp(), createTestApp(OPERATOR_ENV)]);
});
afterAll(async () => {
  await Promise.all([unconfigured?.close(), configured?.close()]);
});

const getOperator = (ctx: TestContext) => ctx.app.inject({ method: 'GET', url: '/api/legal/operator' });

describe('GET /api/legal/operator', () => {
  it('answers a visitor with clearly marked placeholders while nothing is configured', async () => {
    const response = await getOperator(unconfigured);
    expect(response.statusCode).toBe(200);
    const body = OperatorDetails.parse(response.json());
    expect(body.configured).toBe(false);
    expect(body.phone).toBeNull();
    expect(body.name).toBe('[Operator name — set OPERATOR_NAME]');
    expect(body.email).toContain('set OPERATOR_EMAIL');
    expect(body.vatId).toContain('set OPERATOR_VAT_ID');
    expect(body.taxNumber).toContain('set OPERATOR_TAX_NUMBER');
    expect(body.address[0]).toContain('set OPERATOR_ADDRESS');
    for (const line of [body.name, body.email, body.vatId, body.taxNumber, ...body.address.slice(0, 1)]) expect(line).toMatch(/^\[.*\]$/);
  });

  it('serves the configured details, one address line per entry, and lets caches keep them briefly', async () => {
    const response = await getOperator(configured);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.json()).toEqual({
      name: 'Jana Kritzel',
      address: ['Kritzelweg 7', '20095 Hamburg', 'Germany'],
      email: 'hello@kritzel.example',
      phone: '+49 40 1234567',
      vatId: 'DE123456789',
      taxNumber: '43/123/45678',
      configured: true,
    });
  });
});
