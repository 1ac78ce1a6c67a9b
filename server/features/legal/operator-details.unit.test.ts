import { expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
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
