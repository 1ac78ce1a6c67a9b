// @vitest-environment jsdom
import { getConfig } from '@testing-library/react';
import { expect, it } from 'vitest';

it('gives every find* five seconds in a web test (web/test-setup.ts)', () => {
  expect(getConfig().asyncUtilTimeout).toBe(5000);
});
