import { expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

it('runs on embedded defaults with no environment at all', () => {
  const config = loadConfig({});
  expect(config.port).toBe(3000);
  expect(config.databaseUrl).toBeUndefined();
  expect(config.oidc).toBeNull();
  expect(config.smtpUrl).toBeUndefined();
  expect(config.runWorker).toBe(true);
});

it('explains every invalid variable at start-up', () => {
  expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
  try {
    loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' });
  } catch (error) {
    expect((error as Error).message).toMatch(/PORT/);
    expect((error as Error).message).toMatch(/DATABASE_URL: must be a postgres:\/\/ URL/);
  }
});

it('requires the OIDC variables together and AUTH_SECRET in production', () => {
  expect(() => loadConfig({ OIDC_ISSUER: 'https://id.example.com' })).toThrow(/must be set together/);
  expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET is required/);
});

it('normalises admin e-mails to lower case', () => {
  expect(loadConfig({ ADMIN_EMAILS: ' A@B.co , c@d.co' }).adminEmails).toEqual(['a@b.co', 'c@d.co']);
});
