import crypto from 'node:crypto';

/** 32 random bytes, base64url: the link's secret, shown to the parent once and never stored. */
export function newShareToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** What the database keeps instead of the token: a leaked table opens no report. */
export function hashShareToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** Shape only (43 base64url characters): anything else is unknown without a database lookup. */
export const SHARE_TOKEN = /^[A-Za-z0-9_-]{43}$/;
