import { describe, expect, it } from 'vitest';
import { redirectTarget, returnWithStatus } from './return-url';

describe('the test bank’s way back', () => {
  it('adds payment_intent and redirect_status to the return path, keeping its query', () => {
    expect(returnWithStatus('/plans/p1/setup', 'pi_1', true)).toBe('/plans/p1/setup?payment_intent=pi_1&redirect_status=succeeded');
    expect(returnWithStatus('/checkout?drawingId=d1', 'pi_1', false)).toBe('/checkout?drawingId=d1&payment_intent=pi_1&redirect_status=failed');
  });

  it('never leaves the site', () => {
    expect(returnWithStatus('https://evil.example/steal', 'pi_1', true)).toBe('/dashboard?payment_intent=pi_1&redirect_status=succeeded');
    expect(returnWithStatus('//evil.example', 'pi_1', true)).toBe('/dashboard?payment_intent=pi_1&redirect_status=succeeded');
  });

  it("prefers the server's redirect when it is on this site", () => {
    expect(redirectTarget('/plans/p1/setup?payment_intent=pi_1&redirect_status=succeeded', '/x', 'pi_1', true)).toBe(
      '/plans/p1/setup?payment_intent=pi_1&redirect_status=succeeded',
    );
    expect(redirectTarget('https://evil.example/?redirect_status=succeeded', '/plans/p1/setup', 'pi_1', true)).toBe(
      '/plans/p1/setup?payment_intent=pi_1&redirect_status=succeeded',
    );
    expect(redirectTarget(null, '/plans/p1/setup', 'pi_1', false)).toBe('/plans/p1/setup?payment_intent=pi_1&redirect_status=failed');
  });
});
