import type { LatencyRecorder } from './latency-recorder.ts';

/** A signed-in parent as the bench knows them: the session cookie, their address, their plan. */
export type ParentSession = { email: string; cookie: string; address: string; planId: string };

export type Answer = { status: number; ok: boolean; text: string; headers: Headers };

type Body = { json?: unknown; form?: FormData; bytes?: Uint8Array<ArrayBuffer>; contentType?: string };

/** Addresses 10.0.0.1, 10.0.0.2, …: one per simulated parent, sent as X-Forwarded-For. */
export function parentAddress(index: number): string {
  const n = index + 1;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/**
 * What a parent's browser sends: the session cookie, the Origin on state-changing calls (the
 * server refuses them without it), and, standing in for a load balancer, the parent's own
 * address. With a recorder, every call's time (until the body is read) is recorded under `route`.
 */
export class ParentClient {
  constructor(
    readonly baseUrl: string,
    private readonly session: { cookie?: string; address: string },
    private readonly recorder?: LatencyRecorder,
  ) {}

  /** `route` is "METHOD /template" as reported; `path` the URL actually called (relative or absolute). */
  async call(route: string, path: string, body: Body = {}): Promise<Answer | null> {
    const method = route.split(' ', 1)[0]!;
    const headers: Record<string, string> = { 'x-forwarded-for': this.session.address };
    if (this.session.cookie) headers.cookie = this.session.cookie;
    if (method !== 'GET') headers.origin = this.baseUrl;
    let payload: BodyInit | undefined;
    if (body.json !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body.json);
    } else if (body.form) {
      payload = body.form;
    } else if (body.bytes) {
      headers['content-type'] = body.contentType ?? 'application/octet-stream';
      payload = body.bytes;
    }
    const started = performance.now();
    try {
      const response = await fetch(new URL(path, this.baseUrl), { method, headers, body: payload, redirect: 'manual' });
      const text = await response.text();
      this.recorder?.record(route, performance.now() - started, { status: response.status, body: text });
      return { status: response.status, ok: response.ok, text, headers: response.headers };
    } catch (error) {
      const cause = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
      this.recorder?.record(route, performance.now() - started, { error: cause });
      return null;
    }
  }

  /** Records a step that is not one request (a result reached after several), if this client records. */
  record(label: string, ms: number, outcome: { status: number; body?: string } | { error: string }): void {
    this.recorder?.record(label, ms, outcome);
  }

  /** For setting up: the answer's JSON, or an error that says which call failed and how. */
  async expect<T>(route: string, path: string, body: Body = {}): Promise<T> {
    const answer = await this.call(route, path, body);
    if (!answer) throw new Error(`${route}: no answer from the server`);
    if (!answer.ok) throw new Error(`${route} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
    return JSON.parse(answer.text) as T;
  }
}
