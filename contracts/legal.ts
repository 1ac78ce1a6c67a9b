import { z } from 'zod';

/**
 * The date every legal page carries (spec 001 §2 Static pages, §9), as an ISO day: each language
 * writes it its own way ("14 August 2025", "14. August 2025", "14 de agosto de 2025").
 */
export const LEGAL_LAST_UPDATED = '2025-08-14';

/** The legal pages, by the name of their content module (web/features/legal/content/<language>/). */
export const LEGAL_PAGES = ['legal-notice', 'privacy-policy', 'terms-of-service', 'refund-policy', 'cookie-policy'] as const;
export type LegalPageId = (typeof LEGAL_PAGES)[number];

/**
 * The EU's online dispute resolution address the legal pages link to. The platform itself
 * stopped taking complaints in 2025 (Regulation (EU) 2024/3228); the pages word the link as
 * information, not as a place to file one.
 */
export const EU_ODR_URL = 'https://ec.europa.eu/consumers/odr';

/**
 * Issue 35: what the Legal Notice tells the operator while its details are placeholders — the
 * server's start-up rule (server/features/legal/check-operator-details.ts), in one sentence. The
 * page shows the catalogue's 'legal.placeholder.startRule' (the same words in English); this copy
 * is what the tests look for.
 */
export const OPERATOR_START_RULE =
  'Until they are set, the server warns at every start, and a public site (production on an https address, or live payments) does not start at all.';

/** The variables the placeholder notice names (server/features/legal/get-operator-details.ts). */
export const OPERATOR_VARIABLES = 'OPERATOR_NAME, OPERATOR_ADDRESS, OPERATOR_EMAIL, OPERATOR_VAT_ID, OPERATOR_TAX_NUMBER';

/**
 * GET /api/legal/operator: who runs this copy of Kritzel, for the Legal Notice and the
 * policies. `configured` is false while any required detail is still a placeholder, so the
 * pages can say so instead of passing a placeholder off as a real address.
 */
export const OperatorDetails = z.object({
  name: z.string(),
  address: z.array(z.string()),
  email: z.string(),
  phone: z.string().nullable(),
  vatId: z.string(),
  taxNumber: z.string(),
  configured: z.boolean(),
});
export type OperatorDetails = z.infer<typeof OperatorDetails>;
