import type { AccountResponse, DataExport } from '../../../contracts/account';
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettingsResponse } from '../../../contracts/notifications';

/** A parent with a password, consent on record, and a server that has an external AI provider. */
export function accountFixture(overrides: Partial<AccountResponse> = {}): AccountResponse {
  return {
    id: 'u1',
    email: 'anna@example.com',
    name: 'Anna Berg',
    firstName: 'Anna',
    lastName: 'Berg',
    createdAt: '2025-03-02T10:00:00.000Z',
    hasPassword: true,
    parentalConsent: { granted: true, at: '2025-03-02T10:00:00.000Z', policyVersion: '2025-08-14' },
    aiProviderOptIn: null,
    externalAiConfigured: true,
    ...overrides,
  };
}

export function exportFixture(overrides: Partial<DataExport> = {}): DataExport {
  return {
    id: 'e1',
    status: 'pending',
    createdAt: '2025-09-01T08:00:00.000Z',
    expiresAt: '2025-09-02T08:00:00.000Z',
    byteSize: null,
    downloadUrl: null,
    ...overrides,
  };
}

/** A parent who never changed the e-mail settings: only the feedback notice is on. */
export function notificationSettingsFixture(overrides: Partial<NotificationSettingsResponse> = {}): NotificationSettingsResponse {
  return { ...DEFAULT_NOTIFICATION_SETTINGS, nextReminderAt: null, ...overrides };
}
