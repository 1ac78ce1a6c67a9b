import { describe, expect, it } from 'vitest';
import { planFixture } from '../test-fixtures';
import { childDisplayName, planAction, planBadge, planDestination, planProgress, removalKind, splitPlans } from './plan-status';

const challenges = planFixture({ isPaid: true }).planData;

describe('plan card rules (spec 000 §4)', () => {
  it.each([
    ['completed (even if unpaid data is odd)', { isCompleted: true, isPaid: true, planData: challenges }, 'Completed'],
    ['unpaid', { isPaid: false, planData: null }, 'Pending Payment'],
    ['paid without plan data', { isPaid: true, planData: null }, 'Setup Incomplete'],
    ['paid with plan data', { isPaid: true, planData: challenges }, 'Active'],
  ] as const)('badge: %s → %s', (_name, overrides, badge) => {
    expect(planBadge(planFixture(overrides))).toBe(badge);
  });

  it.each([
    [{ isPaid: false, planData: null }, 'Complete Payment', { kind: 'payment' }],
    [{ isPaid: true, planData: null }, 'Complete Setup', { kind: 'page', href: '/plans/p1/setup' }],
    [{ isPaid: true, planData: challenges }, 'View Progress', { kind: 'page', href: '/plans/p1' }],
  ] as const)('action and click for %o', (overrides, action, destination) => {
    const plan = planFixture({ id: 'p1', ...overrides });
    expect(planAction(plan)).toBe(action);
    expect(planDestination(plan)).toEqual(destination);
  });

  it('treats a JSON-string plan data as set up and an empty string as not', () => {
    const asString = { ...planFixture({ isPaid: true }), planData: '{"challenges":[]}' as unknown as null };
    expect(planBadge(asString)).toBe('Active');
    expect(planBadge({ ...asString, planData: '' as unknown as null })).toBe('Setup Incomplete');
  });

  it('archives paid plans and deletes unpaid ones', () => {
    expect(removalKind({ isPaid: true })).toBe('archive');
    expect(removalKind({ isPaid: false })).toBe('delete');
  });

  it('falls back to "My Child" and reads child_name', () => {
    expect(childDisplayName({ childName: '  ' })).toBe('My Child');
    expect(childDisplayName({ child_name: 'Mia' })).toBe('Mia');
    expect(childDisplayName({ childName: 'Leo' })).toBe('Leo');
  });

  it('shows progress only for paid plans with plan data, out of 26 by default', () => {
    expect(planProgress(planFixture({ isPaid: false }))).toBeNull();
    expect(planProgress(planFixture({ isPaid: true, planData: null }))).toBeNull();
    expect(planProgress(planFixture({ isPaid: true, submissionCount: 13, totalChallenges: 0 }))).toEqual({ done: 13, total: 26, percent: 50 });
    expect(planProgress(planFixture({ isPaid: true, submissionCount: 40, totalChallenges: 26 }))).toEqual({ done: 26, total: 26, percent: 100 });
  });

  it('splits active and completed plans and hides archived ones', () => {
    const plans = [
      planFixture({ id: 'a' }),
      planFixture({ id: 'b', isCompleted: true, isPaid: true }),
      planFixture({ id: 'c', isArchived: true, isPaid: true }),
    ];
    const { active, completed } = splitPlans(plans);
    expect(active.map((p) => p.id)).toEqual(['a']);
    expect(completed.map((p) => p.id)).toEqual(['b']);
  });
});
