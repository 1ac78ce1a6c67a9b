import { Writable } from 'node:stream';
import pino, { type Logger } from 'pino';
import { loggerOptions } from '../server/runtime.ts';

export type LogLine = { level: number; msg: string; [key: string]: unknown };

/** A logger like production's (redaction, serialisers) at `level`, writing into memory instead of stdout. */
export function capturingLogger(level: 'debug' | 'info' = 'debug'): { logger: Logger; lines: LogLine[]; text: () => string } {
  const raw: string[] = [];
  const lines: LogLine[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      raw.push(String(chunk));
      for (const line of String(chunk).split('\n')) if (line.trim()) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  return { logger: pino(loggerOptions({ logLevel: level, env: 'production' }), sink), lines, text: () => raw.join('') };
}
