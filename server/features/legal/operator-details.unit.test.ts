import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { checkOperatorDetails, publicDeploymentSignal } from './check-operator-details.ts';
import { getOperatorDetails } from './get-operator-details.ts';

it('reads the operator from the environment: address lines split on newlines or ";", blanks count as unset', () => {
  const config = loadConfig({ OPERATOR_NAME: '  ', OPERATOR_ADDRESS: 'Kritzelweg 7\n20095 Hamburg;;Germany', OPERATOR_EMAIL: '' });
  expect(config.operator).toEqual({
    name: undefined,
    address: ['Kritzelweg 7', '20095 Hamburg', 'Germany'],
    email: undefined,
    phone: undefined,
    vatId: undefined,
    taxNumber: undefined,
  });
  expect(() => loadConfig({ OPERATOR_EMAIL: 'not-an-address' })).toThrow(/OPERATOR_EMAIL: must be an e-mail address/);
});

it('counts as configured only when every required detail is set; the phone stays optional', () => {
  const complete = {
    name: 'Jana Kritzel',
    address: ['Kritzelweg 7', '20095 Hamburg'],
    email: 'a@b.example',
    phone: undefined,
    vatId: 'DE1',
    taxNumber: '43/1',
  };
  expect(getOperatorDetails(complete)).toMatchObject({ configured: true, phone: null, name: 'Jana Kritzel' });
  const withoutTaxNumber = getOperatorDetails({ ...complete, taxNumber: undefined });
  expect(withoutTaxNumber.configured).toBe(false);
  expect(withoutTaxNumber.taxNumber).toBe('[Tax number — set OPERATOR_TAX_NUMBER]');
  expect(withoutTaxNumber.name).toBe('Jana Kritzel');
});

const COMPLETE_OPERATOR = {
  OPERATOR_NAME: 'Jana Kritzel',
  OPERATOR_ADDRESS: 'Kritzelweg 7;20095 Hamburg',
  OPERATOR_EMAIL: 'hello@kritzel.example',
  OPERATOR_VAT_ID: 'DE123456789',
  OPERATOR_TAX_NUMBER: '43/123/45678',
};
const PRODUCTION = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) };

describe('the start-up check of the operator details (issue 35)', () => {
  it('refuses a public site whose Legal Notice would show placeholders, naming the variables still unset', () => {
    const publicSite = loadConfig({ ...PRODUCTION, PUBLIC_URL: 'https://kritzel.example.com', OPERATOR_NAME: 'Jana Kritzel' });
    expect(publicDeploymentSignal(publicSite)).toBe('NODE_ENV=production at PUBLIC_URL=https://kritzel.example.com');
    expect(() => checkOperatorDetails(publicSite)).toThrow(ConfigError);
    expect(() => checkOperatorDetails(publicSite)).toThrow(
      'OPERATOR_ADDRESS, OPERATOR_EMAIL, OPERATOR_VAT_ID, OPERATOR_TAX_NUMBER must be set for a public site (NODE_ENV=production at PUBLIC_URL=https://kritzel.example.com)',
    );
  });

  it('refuses a live Stripe key without the details, whatever NODE_ENV says: it takes real money', () => {
    const live = loadConfig({ STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_PUBLISHABLE_KEY: 'pk_live_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' });
    expect(() => checkOperatorDetails(live)).toThrow(/must be set for a public site \(a live Stripe key/);
    const test = loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' });
    expect(publicDeploymentSignal(test)).toBeNull();
  });

  it('only warns where the quick start and the benchmarks run: no keys, http, or this machine', () => {
    for (const env of [
      {},
      { ...PRODUCTION, PUBLIC_URL: 'http://127.0.0.1:3000' },
      { ...PRODUCTION, PUBLIC_URL: 'https://localhost:8443' },
      { PUBLIC_URL: 'https://kritzel.example.com' },
    ]) {
      const warning = checkOperatorDetails(loadConfig(env));
      expect(warning).toContain('OPERATOR_NAME, OPERATOR_ADDRESS, OPERATOR_EMAIL, OPERATOR_VAT_ID, OPERATOR_TAX_NUMBER unset');
      expect(warning).toContain('the Legal Notice and the policies tell every visitor so');
    }
  });

  it('says nothing once every required detail is set, on a public site too (the phone stays optional)', () => {
    expect(checkOperatorDetails(loadConfig({ ...PRODUCTION, PUBLIC_URL: 'https://kritzel.example.com', ...COMPLETE_OPERATOR }))).toBeNull();
    expect(checkOperatorDetails(loadConfig(COMPLETE_OPERATOR))).toBeNull();
  });
});
