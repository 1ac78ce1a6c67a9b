import crypto from 'node:crypto';
import { promisify } from 'node:util';
import { verifyPassword } from 'better-auth/crypto';
import type { PasswordHashing } from '../server/features/auth/auth.ts';

const scrypt = promisify<crypto.BinaryLike, crypto.BinaryLike, number, crypto.ScryptOptions, Buffer>(crypto.scrypt);

/** Marks a hash made here, so a hash made by better-auth's own scrypt is still checked by it. */
const MARK = 'test-scrypt-n1024';
const KEY_BYTES = 64;
const COST = { N: 1024, r: 8, p: 1 };

const keyOf = async (password: string, salt: string) => scrypt(password.normalize('NFKC'), salt, KEY_BYTES, COST);

/**
 * The API tests' password hash: scrypt at 1/32 of better-auth's cost. Each sign-up hashes and
 * each sign-in checks a password; at the real cost (0.2–0.6 s on a busy 2-core machine) that was
 * a third of the measured API files' time (ADR 007). The real hash runs wherever Kritzel runs as
 * a process: the end-to-end tests, `bench:api` and `bench:scale`.
 */
export const quickPasswordHashing: PasswordHashing = {
  async hash(password) {
    const salt = crypto.randomBytes(16).toString('hex');
    return `${MARK}:${salt}:${(await keyOf(password, salt)).toString('hex')}`;
  },
  async verify({ hash, password }) {
    const [mark, salt, key] = hash.split(':');
    if (mark !== MARK || !salt || !key) return verifyPassword({ hash, password });
    return crypto.timingSafeEqual(await keyOf(password, salt), Buffer.from(key, 'hex'));
  },
};
