import crypto from 'node:crypto';

/** Spec 001 §7: one direct PUT, within 15 minutes of asking for the URL. */
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;

/** The raw bytes of a ticket, before the image pipeline has seen them. */
export const rawUploadKey = (ticketId: string) => `uploads/${ticketId}/original`;

/** 32 random bytes as the URL's secret; only its sha256 is stored. */
export function newUploadSecret(): { secret: string; hash: string } {
  const secret = crypto.randomBytes(32).toString('base64url');
  return { secret, hash: hashSecret(secret) };
}

export const hashSecret = (secret: string) => crypto.createHash('sha256').update(secret).digest('hex');

/** Constant-time, so the comparison tells an attacker nothing about how close a guess was. */
export function secretMatches(secret: string | undefined, storedHash: string): boolean {
  if (!secret) return false;
  const given = Buffer.from(hashSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && crypto.timingSafeEqual(given, stored);
}

/** Our own PUT target, used when no S3 bucket is configured. */
export const localUploadUrl = (publicUrl: string, ticketId: string, secret: string) =>
  `${publicUrl}/api/uploads/${ticketId}?token=${encodeURIComponent(secret)}`;

const TICKET_IN_PATH = /(?:^|\/)uploads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\/original)?\/?$/i;

/**
 * The ticket id an upload URL points at: our own `/api/uploads/<id>` or a presigned S3 URL
 * (`…/uploads/<id>/original`, path- or host-style). Only the path is read — host, query and
 * signature are ignored, because ownership is checked against the ticket itself.
 */
export function ticketIdFromUrl(imageURL: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(imageURL, 'http://relative.invalid').pathname;
  } catch {
    return null;
  }
  const match = TICKET_IN_PATH.exec(pathname);
  return match ? match[1]!.toLowerCase() : null;
}
