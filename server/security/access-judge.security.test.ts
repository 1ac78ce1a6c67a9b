import { describe, expect, it } from 'vitest';
import { judgeAccess, type Identity } from './access-judge.ts';
import type { Access } from './route-access-table.ts';

const judge = (access: Access, identity: Identity, status: number, extra: { ownsResource?: boolean; body?: string } = {}) =>
  judgeAccess({ access, identity, status, ownsResource: extra.ownsResource ?? false, body: extra.body ?? '{}', foreignIds: ['plan-of-a'] });

/** The matrix is only as good as its judge: these are the mistakes it must catch. */
describe('judgeAccess', () => {
  it('fails any 5xx, whoever asks', () => {
    expect(judge('public', 'anonymous', 500)).toBe('server error');
    expect(judge('admin', 'admin', 503)).toBe('server error');
  });

  it('fails a parent route that answers a visitor with anything but 401', () => {
    expect(judge('parent', 'anonymous', 401)).toBeNull();
    expect(judge('parent', 'anonymous', 200)).not.toBeNull();
    expect(judge('parent', 'anonymous', 400)).not.toBeNull();
  });

  it("fails another user who reaches parent A's resource, and the owner who is refused", () => {
    expect(judge('parent', 'parent B', 404, { ownsResource: true })).toBeNull();
    expect(judge('parent', 'parent B', 200, { ownsResource: true })).not.toBeNull();
    expect(judge('parent', 'parent B', 400, { ownsResource: true })).not.toBeNull();
    expect(judge('sandbox', 'admin', 200, { ownsResource: true })).not.toBeNull();
    expect(judge('parent', 'parent A', 404, { ownsResource: true })).not.toBeNull();
    expect(judge('parent', 'parent A', 409, { ownsResource: true })).toBeNull();
  });

  it("fails a list that shows parent A's ids to someone else", () => {
    expect(judge('parent', 'parent B', 200, { body: '[{"id":"plan-of-a"}]' })).not.toBeNull();
    expect(judge('parent', 'parent B', 200, { body: '[]' })).toBeNull();
  });

  it('fails an admin route open to a parent or a visitor', () => {
    expect(judge('admin', 'parent A', 403)).toBeNull();
    expect(judge('admin', 'parent B', 200)).not.toBeNull();
    expect(judge('admin', 'anonymous', 403)).not.toBeNull();
    expect(judge('admin', 'admin', 403)).not.toBeNull();
  });

  it('fails a webhook that accepts a request without a signature', () => {
    expect(judge('webhook', 'parent A', 200)).not.toBeNull();
    expect(judge('webhook', 'anonymous', 400)).toBeNull();
  });
});
