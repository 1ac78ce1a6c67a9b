import { z } from 'zod';
import { messageKey } from './i18n/keys.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from './auth.ts';

export { ACCOUNT_API } from './account-api.ts';

/** The privacy policy a consent refers to (its date); bump it when the policy changes. */
export const PRIVACY_POLICY_VERSION = '2025-08-14';

/** Exports stay downloadable this long (privacy policy). */
export const EXPORT_TTL_HOURS = 24;

/**
 * The account's texts in English, as the server sends them; the pages say them from the message
 * catalogue (account.* keys, issue 37), kept alike by contracts/shop-account-messages.test.ts.
 */
export const ACCOUNT_MESSAGES = {
  parentalConsentRequired:
    "Please confirm that you are the child's parent or guardian, at least 18, and agree to how Kritzel handles your child's drawings and recordings.",
  wrongPassword: 'That password is not right. Please try again.',
  passwordChanged: 'Your password has been changed.',
  signedOutEverywhere: 'You have been signed out on every device.',
  aiChoiceSaved: 'Your choice has been saved.',
  exportStarted: 'We are preparing your data. This usually takes less than a minute.',
  exportReady: 'Your data is ready to download.',
  exportFailed: 'We could not prepare your data. Please try again.',
  exportExpired: 'This download has expired. Please request a new one.',
  accountDeleted: 'Your account and your data have been deleted.',
  deleteConfirmRequired: 'Please type your password to delete your account.',
  parentalConsentMissing: "Before you upload your child's drawings or recordings, please confirm on your account page that you are their parent or guardian.",
  parentalConsentSaved: 'Thank you. Your consent has been saved.',
} as const;

/** The text a parent agrees to at sign-up (shown next to the checkbox). */
export const PARENTAL_CONSENT_TEXT =
  "I am this child's parent or legal guardian and at least 18 years old, and I agree that Kritzel processes my child's drawings and recordings as described in the Privacy Policy.";

/** GET /api/account: what the account page shows. */
export const AccountResponse = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  createdAt: z.string(),
  /** Signed up with a password (change password, delete with password) or only through OIDC. */
  hasPassword: z.boolean(),
  parentalConsent: z.object({ granted: z.boolean(), at: z.string().nullable(), policyVersion: z.string().nullable() }),
  /** null: never asked. */
  aiProviderOptIn: z.boolean().nullable(),
  /** Whether this server has an external AI provider at all (else the choice does not matter). */
  externalAiConfigured: z.boolean(),
});
export type AccountResponse = z.infer<typeof AccountResponse>;

/** What PUT /api/account/ai-provider, POST /api/account/parental-consent, /password and /sign-out-everywhere answer (200). */
export const AccountMessageResponse = z.object({ message: z.string() });

/** PUT /api/account/ai-provider */
export const AiProviderChoiceRequest = z.object({ optIn: z.boolean({ error: messageKey('account.ai.chooseYesNo') }) });

/** POST /api/account/password */
export const ChangePasswordRequest = z.object({
  currentPassword: z.string().min(1, messageKey('account.password.currentMissing')),
  newPassword: z.string().min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters`).max(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters`),
});

/** DELETE /api/account: the password, or a fresh OIDC sign-in (hasPassword false). */
export const DeleteAccountRequest = z.object({ password: z.string().optional() });

export const DataExportStatus = z.enum(['pending', 'ready', 'failed', 'expired']);
export const DataExport = z.object({
  id: z.string(),
  status: DataExportStatus,
  createdAt: z.string(),
  expiresAt: z.string(),
  byteSize: z.number().int().nullable(),
  /** Only when ready: GET it with the session cookie. */
  downloadUrl: z.string().nullable(),
});
export type DataExport = z.infer<typeof DataExport>;

/** GET /api/ai-provider (public): whether this server sends work to an external AI provider at all. */
export const AiProviderStatus = z.object({ externalAiConfigured: z.boolean() });
export type AiProviderStatus = z.infer<typeof AiProviderStatus>;

/** POST /api/account/parental-consent: for accounts made by single sign-on, which had no sign-up form. */
export const ParentalConsentRequest = z.object({
  parentalConsent: z.literal(true, { error: ACCOUNT_MESSAGES.parentalConsentRequired }),
});

/** GET /api/account/exports: newest first. */
export const DataExportsResponse = z.array(DataExport);

/** DELETE /api/account → 200. */
export const DeleteAccountResponse = z.object({ message: z.string() });

/** An account without a password (single sign-on only) confirms deletion by signing in again within this window. */
export const REAUTH_WINDOW_MINUTES = 5;

export const DELETION_MESSAGES = {
  signInAgain: `For your safety, please sign in again, then delete your account within ${REAUTH_WINDOW_MINUTES} minutes.`,
} as const;

/**
 * How long Kritzel keeps what (the privacy policy states each period; the retention jobs
 * enforce them).
 */
export const RETENTION = {
  /** Free analyses made without an account. */
  anonymousDrawingDays: 30,
  /** "Download my data" archives. */
  exportHours: EXPORT_TTL_HOURS,
  /** Uploads nothing refers to any more (e.g. artwork that was never ordered). */
  unusedFileDays: 1,
  /** Order and payment records after the calendar year they were made in (German tax law, §147 AO). */
  orderRecordYears: 8,
} as const;
