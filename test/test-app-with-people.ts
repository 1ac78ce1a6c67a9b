import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createTestApp, type TestContext } from './api-harness.ts';
import { createUser, type TestUser } from './factories.ts';

type Person = Parameters<typeof createUser>[1];

/**
 * For an API test file: one app on its own database, opened before the file's tests and closed
 * after them, and the people the tests act as, created in the order given. Read the fields inside
 * the tests: they are set in beforeAll.
 */
export function testAppWithPeople<Name extends string>(people: Record<Name, Person>): { ctx: TestContext } & Record<Name, TestUser> {
  const setup = {} as { ctx: TestContext } & Record<Name, TestUser>;
  beforeAll(async () => {
    setup.ctx = await createTestApp();
    for (const [name, person] of Object.entries(people) as [Name, Person][]) {
      setup[name] = (await createUser(setup.ctx, person)) as (typeof setup)[Name];
    }
  });
  afterAll(async () => setup.ctx?.close());
  return setup;
}

/**
 * For an API test file whose tests each need a parent of their own (what is limited or counted
 * per parent): one app for the file, opened and closed as above, and a new parent before each test.
 */
export function testAppWithFreshParent(): { ctx: TestContext; parent: TestUser } {
  const setup = {} as { ctx: TestContext; parent: TestUser };
  beforeAll(async () => {
    setup.ctx = await createTestApp();
  });
  beforeEach(async () => {
    setup.parent = await createUser(setup.ctx);
  });
  afterAll(async () => setup.ctx?.close());
  return setup;
}
