import { hashPassword } from 'better-auth/crypto';
import { expect, it } from 'vitest';
import { quickPasswordHashing } from './quick-password-hashing.ts';

it('checks a password against its own quick hash', async () => {
  const hash = await quickPasswordHashing.hash('drawing-time-1');
  expect(hash).toMatch(/^test-scrypt-n1024:[0-9a-f]{32}:[0-9a-f]{128}$/);
  expect(await quickPasswordHashing.verify({ hash, password: 'drawing-time-1' })).toBe(true);
  expect(await quickPasswordHashing.verify({ hash, password: 'drawing-time-2' })).toBe(false);
});

it("checks a hash made by better-auth's own scrypt as better-auth does", async () => {
  const hash = await hashPassword('drawing-time-1');
  expect(await quickPasswordHashing.verify({ hash, password: 'drawing-time-1' })).toBe(true);
  expect(await quickPasswordHashing.verify({ hash, password: 'drawing-time-2' })).toBe(false);
});
