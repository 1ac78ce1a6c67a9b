import type { OperatorDetails } from '../../../contracts/legal.ts';
import type { Config } from '../../config.ts';

/** Bracketed and naming their variable, so nobody mistakes them for real details. */
export const OPERATOR_PLACEHOLDERS = {
  name: '[Operator name — set OPERATOR_NAME]',
  address: ['[Street and number — set OPERATOR_ADDRESS]', '[Postcode] Hamburg', 'Germany'],
  email: '[Contact e-mail — set OPERATOR_EMAIL]',
  vatId: '[VAT identification number — set OPERATOR_VAT_ID]',
  taxNumber: '[Tax number — set OPERATOR_TAX_NUMBER]',
} as const;

/** The variables a Legal Notice needs (§ 5 DDG), by the detail each one sets; the phone is optional. */
const REQUIRED_VARIABLES = {
  name: 'OPERATOR_NAME',
  address: 'OPERATOR_ADDRESS',
  email: 'OPERATOR_EMAIL',
  vatId: 'OPERATOR_VAT_ID',
  taxNumber: 'OPERATOR_TAX_NUMBER',
} as const;

/** The variables still unset, so the Legal Notice would print their placeholders; empty when complete. */
export function missingOperatorVariables(operator: Config['operator']): string[] {
  return Object.entries(REQUIRED_VARIABLES)
    .filter(([detail]) => {
      const value = operator[detail as keyof typeof REQUIRED_VARIABLES];
      return Array.isArray(value) ? value.length === 0 : !value;
    })
    .map(([, variable]) => variable);
}

/** The operator's details as configured, with a placeholder for each part that is not. */
export function getOperatorDetails(operator: Config['operator']): OperatorDetails {
  const { name, address, email, phone, vatId, taxNumber } = operator;
  return {
    name: name ?? OPERATOR_PLACEHOLDERS.name,
    address: address.length > 0 ? address : [...OPERATOR_PLACEHOLDERS.address],
    email: email ?? OPERATOR_PLACEHOLDERS.email,
    // § 5 DDG asks for quick contact, which e-mail and the contact form give; a phone line is optional.
    phone: phone ?? null,
    vatId: vatId ?? OPERATOR_PLACEHOLDERS.vatId,
    taxNumber: taxNumber ?? OPERATOR_PLACEHOLDERS.taxNumber,
    configured: missingOperatorVariables(operator).length === 0,
  };
}
