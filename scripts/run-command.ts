import { ConfigError } from '../server/config.ts';
import { DataDirLockedError } from '../server/db/data-dir-lock.ts';

/**
 * Runs a CLI command for a person: its exit code on success; on an expected failure (bad
 * configuration, a DATA_DIR another process holds) just the message; otherwise the stack.
 */
export function runCommand(name: string, main: () => Promise<number | void>): void {
  main().then(
    (code) => process.exit(code ?? 0),
    (error: unknown) => {
      if (error instanceof ConfigError || error instanceof DataDirLockedError) {
        process.stderr.write(`${error.message}\n`);
      } else {
        process.stderr.write(`${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      }
      process.exit(1);
    },
  );
}
