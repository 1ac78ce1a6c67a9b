import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A scripted OpenAI-compatible server on loopback, for testing the AI adapter without the
 * network. Each request takes the next behaviour from the script; every request is recorded
 * so tests can look at what was actually sent (image sizes, grounding text, repair turns).
 */
export type FakeBehaviour =
  | 'valid' // chat: an answer synthesised from the request's JSON schema; audio: a fixed transcript
  | 'invalid-json'
  | 'wrong-schema'
  | 'hang' // never answers (the client's timeout must fire)
  | 'status-500'
  | 'status-401'
  | { json: unknown } // chat: this object as the answer's content; audio: this body
  | { content: string } // chat: this raw content
  | { refusal: string };

export type RecordedRequest = {
  path: string;
  headers: http.IncomingHttpHeaders;
  /** Parsed JSON for chat; form fields (file as { name, type, size }) for audio. */
  body: Record<string, unknown>;
};

export type FakeOpenAiServer = {
  /** Pass as the client's baseURL (ends in /v1). */
  baseURL: string;
  requests: RecordedRequest[];
  script: (...behaviours: FakeBehaviour[]) => void;
  /** What every request gets once the script is used up (a provider down for a while, then back); undefined: the 418 below. */
  otherwise: (behaviour: FakeBehaviour | undefined) => void;
  /** Clears the script and the recorded requests, for the next test. */
  reset: () => void;
  close: () => Promise<void>;
};

export const FAKE_TRANSCRIPT = 'Parent: What are you drawing? Child: A big red house.';

export async function startFakeOpenAiServer(): Promise<FakeOpenAiServer> {
  const queue: FakeBehaviour[] = [];
  const requests: RecordedRequest[] = [];
  let fallback: FakeBehaviour | undefined;

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const path = (req.url ?? '').split('?')[0] ?? '';
    const isChat = req.method === 'POST' && path === '/v1/chat/completions';
    const isAudio = req.method === 'POST' && path === '/v1/audio/transcriptions';
    if (!isChat && !isAudio) return send(res, 404, { error: { message: `fake server: no route ${req.method} ${path}` } });
    const body = isChat ? (JSON.parse(raw.toString('utf8')) as Record<string, unknown>) : await formFields(raw, req.headers['content-type'] ?? '');
    requests.push({ path, headers: req.headers, body });

    const behaviour = queue.shift() ?? fallback;
    // 418 is not retried by the SDK, so an unscripted call fails the test at once and clearly.
    if (behaviour === undefined) return send(res, 418, { error: { message: 'fake server: no scripted behaviour left' } });
    if (behaviour === 'hang') return; // keep the socket open; close() destroys it
    if (behaviour === 'status-500') return send(res, 500, { error: { message: 'fake server error', type: 'server_error' } });
    if (behaviour === 'status-401') {
      return send(res, 401, { error: { message: 'Incorrect API key provided', type: 'invalid_request_error', code: 'invalid_api_key' } });
    }
    if (isAudio) return send(res, 200, typeof behaviour === 'object' && 'json' in behaviour ? behaviour.json : { text: FAKE_TRANSCRIPT });

    let content: string | null;
    let refusal: string | null = null;
    if (behaviour === 'valid') content = JSON.stringify(sample(schemaOf(body)));
    else if (behaviour === 'invalid-json') content = '{"this is": not json';
    else if (behaviour === 'wrong-schema') content = JSON.stringify({ unexpected: true });
    else if ('json' in behaviour) content = JSON.stringify(behaviour.json);
    else if ('content' in behaviour) content = behaviour.content;
    else [content, refusal] = [null, behaviour.refusal];
    send(res, 200, {
      id: `chatcmpl-fake-${requests.length}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: String(body.model),
      choices: [{ index: 0, message: { role: 'assistant', content, refusal }, finish_reason: 'stop', logprobs: null }],
      usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...behaviours) => void queue.push(...behaviours),
    otherwise: (behaviour) => void (fallback = behaviour),
    reset: () => {
      queue.length = 0;
      fallback = undefined;
      requests.length = 0;
    },
    close: async () => {
      server.closeAllConnections(); // includes the hanging ones
      await new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
    },
  };
}

function send(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

async function formFields(raw: Buffer, contentType: string): Promise<Record<string, unknown>> {
  const form = await new Response(new Uint8Array(raw), { headers: { 'content-type': contentType } }).formData();
  const fields: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) {
    fields[key] = typeof value === 'string' ? value : { name: value.name, type: value.type, size: value.size };
  }
  return fields;
}

type Schema = {
  type?: string;
  enum?: unknown[];
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
  items?: Schema;
  minItems?: number;
  minimum?: number;
  maximum?: number;
};

function schemaOf(body: Record<string, unknown>): Schema {
  const format = body.response_format as { json_schema?: { schema?: Schema } } | undefined;
  return format?.json_schema?.schema ?? {};
}

/** The simplest value a JSON schema accepts (numbers near 60, clamped to the bounds; the first of anyOf). */
function sample(schema: Schema): unknown {
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf?.[0]) return sample(schema.anyOf[0]);
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, s]) => [k, sample(s)]));
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () => sample(schema.items ?? {}));
    case 'integer':
    case 'number':
      return Math.min(Math.max(60, schema.minimum ?? -Infinity), schema.maximum ?? Infinity);
    case 'boolean':
      return true;
    default:
      return 'sample text';
  }
}

/** The images of a recorded chat request, decoded from their data URLs. */
export function sentImages(request: RecordedRequest): Buffer[] {
  return userParts(request)
    .filter((p) => p.type === 'image_url')
    .map((p) => Buffer.from(String(p.image_url?.url).replace(/^data:[^,]*;base64,/, ''), 'base64'));
}

/** Every text a recorded chat request sent (system and user), joined. */
export function sentText(request: RecordedRequest): string {
  const messages = (request.body.messages ?? []) as { content: unknown }[];
  return messages
    .flatMap((m) => (typeof m.content === 'string' ? [m.content] : (m.content as { type: string; text?: string }[]).map((p) => p.text ?? '')))
    .join('\n');
}

function userParts(request: RecordedRequest): { type: string; image_url?: { url: string } }[] {
  const messages = (request.body.messages ?? []) as { role: string; content: unknown }[];
  return messages.filter((m) => m.role === 'user' && Array.isArray(m.content)).flatMap((m) => m.content as { type: string }[]);
}
