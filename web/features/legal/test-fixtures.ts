/**
 * The Terms of Service's sections as the spec fixes them, in order: what the page's contents list
 * must say, both in the page's test and in the browser (e2e/legal-cookies.e2e.test.ts).
 */
export const TERMS_SECTION_LINKS: readonly string[] = [
  '1. Acceptance',
  '2. Description of Service',
  '3. Accounts and Responsibilities',
  '4. Parental Consent and Child Protection',
  '5. Acceptable Use',
  '6. Intellectual Property',
  '7. Payment and Billing',
  '8. Availability',
  '9. Liability Limit',
  '10. Termination',
  '11. Governing Law',
  '12. Contact',
];
