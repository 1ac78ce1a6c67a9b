import { execFile } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * One of scripts/ run as an operator runs it (`npm run admin:grant -- …`): a Node process of its
 * own from the project's root, loading the server's code through tsx, with `env` as its whole
 * environment. Asynchronous, so the test's timers keep running; every spawn costs seconds (tens on
 * a loaded CI machine), so the tests that use it give each test 120 s.
 */
export function runOperatorCommand(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<CommandResult> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', script, ...args], { cwd: ROOT, env, timeout: 90_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
    });
  });
}

/** How long a test that spawns operator commands may take. */
export const OPERATOR_COMMAND_TEST_TIMEOUT = 120_000;
