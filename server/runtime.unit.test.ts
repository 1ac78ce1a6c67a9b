import Fastify, { type FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { capturingLogger } from '../test/capturing-logger.ts';
import { redactUrl } from './runtime.ts';

describe('redactUrl', () => {
  it.each([
    ['/api/uploads/abc?token=s3cr3t-upload', '/api/uploads/abc?token=[redacted]'],
    ['/api/identity/callback/oidc?code=authcode123&state=xyz789', '/api/identity/callback/oidc?code=[redacted]&state=[redacted]'],
    ['/api/orders/1?session_id=cs_test_abc', '/api/orders/1?session_id=[redacted]'],
    [
      '/checkout?payment_intent_client_secret=pi_1_secret_2&redirect_status=succeeded',
      '/checkout?payment_intent_client_secret=[redacted]&redirect_status=succeeded',
    ],
    ['/api/identity/reset-password/rst-token-1?callbackURL=%2F', '/api/identity/reset-password/[redacted]?callbackURL=%2F'],
    ['/api/files/1?size=thumb', '/api/files/1?size=thumb'],
    ['/api/plans', '/api/plans'],
  ])('%s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

describe('the server log', () => {
  it('never carries tokens from URLs, cookies, passwords, bodies or transcripts', async () => {
    const { logger, text } = capturingLogger('info');
    const app = Fastify({ loggerInstance: logger as FastifyBaseLogger });
    app.post('/api/uploads/:id', async (request) => {
      request.log.info({ transcript: 'Mia said her brother is sad', recording: { transcript: 'we went to the park' } }, 'transcribed');
      request.log.info({ body: { password: 'hunter2-hunter2', newPassword: 'another-secret' }, user: { token: 'tok_abc' } }, 'nested secrets');
      return { ok: true };
    });
    await app.inject({
      method: 'POST',
      url: '/api/uploads/abc?token=upload-secret-123',
      headers: { cookie: 'kritzel.session_token=sess-cookie-999', authorization: 'Bearer bearer-777' },
      payload: { password: 'body-password-555' },
    });
    await app.close();
    const log = text();
    expect(log).toContain('incoming request');
    expect(log).toContain('/api/uploads/abc?token=[redacted]');
    for (const secret of [
      'upload-secret-123',
      'sess-cookie-999',
      'bearer-777',
      'body-password-555',
      'hunter2-hunter2',
      'another-secret',
      'tok_abc',
      'brother is sad',
      'went to the park',
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
