import { afterEach, vi } from 'vitest';

// A console.error during a test is a bug somewhere (React warnings, unhandled paths): fail it.
const calls: unknown[][] = [];
const original = console.error;
console.error = (...args: unknown[]) => {
  calls.push(args);
  original(...args);
};

afterEach(() => {
  if (calls.length === 0) return;
  const first = calls[0]?.map(String).join(' ') ?? '';
  calls.length = 0;
  vi.restoreAllMocks();
  throw new Error(`console.error was called during the test: ${first.slice(0, 500)}`);
});
