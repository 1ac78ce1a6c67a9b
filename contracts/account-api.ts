/**
 * The account's endpoints, without any schema: the free analysis asks /api/ai-provider before
 * an upload, and should not download zod for an address. contracts/account.ts re-exports it.
 */
export const ACCOUNT_API = {
  aiStatus: '/api/ai-provider',
  parentalConsent: '/api/account/parental-consent',
  account: '/api/account',
  language: '/api/account/language',
  aiProvider: '/api/account/ai-provider',
  password: '/api/account/password',
  signOutEverywhere: '/api/account/sign-out-everywhere',
  exports: '/api/account/exports',
  export: (id: string) => `/api/account/exports/${id}`,
  exportDownload: (id: string) => `/api/account/exports/${id}/download`,
} as const;
