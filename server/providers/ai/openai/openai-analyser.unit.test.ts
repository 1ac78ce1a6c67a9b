import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sentImages, sentText, startFakeOpenAiServer, type FakeOpenAiServer } from '../../../../test/fake-openai-server.ts';
import type { AnalyzeDrawingInput } from '../analyser.ts';
import { AiTaskError, MESSAGES } from './errors.ts';
import { createOpenAiAnalyser } from './openai-analyser.ts';
import { bigDrawing, capturingLogger, defaultPrompts, stubLocalAnalyser, testClient } from './test-support.ts';

let fake: FakeOpenAiServer;
let drawing: Buffer;
beforeAll(async () => {
  fake = await startFakeOpenAiServer();
  drawing = await bigDrawing();
});
afterEach(() => fake.reset());
afterAll(() => fake.close());

function setup(client = testClient(fake.baseURL)) {
  const local = stubLocalAnalyser();
  const { logger, lines } = capturingLogger();
  const analyser = createOpenAiAnalyser({ clients: { openai: client }, getPrompt: defaultPrompts('openai'), local, logger });
  return { analyser, local, lines };
}

const input = (): AnalyzeDrawingInput => ({
  image: { data: drawing, mimeType: 'image/png' },
  childAgeMonths: 66,
  difficulty: 'medium',
  challenge: 'draw-person',
});
const ANSWER = {
  cognitiveAge: 70,
  cognitiveAgeRange: { min: 52, max: 90 },
  stage: 'schematic',
  strengths: ['Closed shapes'],
  areasForImprovement: ['Add a sky'],
};

async function rejection(promise: Promise<unknown>): Promise<AiTaskError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AiTaskError);
  return error as AiTaskError;
}

describe('analyzeDrawing on an OpenAI-compatible server', () => {
  it('returns the validated answer with the local measurements attached', async () => {
    const { analyser, local } = setup();
    fake.script({ json: ANSWER });
    const result = await analyser.analyzeDrawing(input());
    expect(result).toMatchObject({
      ...ANSWER,
      developmentStatus: 'typical',
      ageComparison: 'compared',
      actualAge: 66,
      seen: ['Lines that join up into closed shapes'],
    });
    expect(result.features.colorCount).toBe(6);
    expect(local.calls.analyzeDrawing).toBe(1);
    const body = fake.requests[0]!.body as {
      model: string;
      response_format: { type: string; json_schema: { name: string; strict: boolean; schema: { additionalProperties: boolean } } };
    };
    expect(body.model).toBe('gpt-4o-mini');
    expect(body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'drawing_analysis', strict: true, schema: { additionalProperties: false } },
    });
  });

  it('sends the drawing downscaled to at most 1024 px as JPEG, and the measurements as text', async () => {
    const { analyser } = setup();
    fake.script('valid');
    await analyser.analyzeDrawing(input());
    const [image] = sentImages(fake.requests[0]!);
    const meta = await sharp(image!).metadata();
    expect(meta.format).toBe('jpeg');
    expect(Math.max(meta.width, meta.height)).toBe(1024);
    const text = sentText(fake.requests[0]!);
    expect(text).toContain('colours used: 6 (red, blue, green, yellow, black, orange)');
    expect(text).toContain('closed shapes: 5 (circles 2, triangles 1, rectangles 1, other 1)');
    expect(text).toContain('ground line: yes');
    expect(text).toContain('Draw a Person');
    expect(text).toContain('66 months'); // {{AGE}} rendered into the prompt
    expect(text).not.toContain('{{');
  });

  it('repairs invalid JSON with one follow-up request that carries the error', async () => {
    const { analyser } = setup();
    fake.script('invalid-json', { json: ANSWER });
    const result = await analyser.analyzeDrawing(input());
    expect(result.cognitiveAge).toBe(70);
    expect(fake.requests).toHaveLength(2);
    const messages = fake.requests[1]!.body.messages as { role: string; content: unknown }[];
    expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(String(messages[3]!.content)).toContain('not valid JSON');
  });

  it('grounds the model in the local calibrated estimate and asks for a range', async () => {
    const { analyser } = setup();
    fake.script({ json: ANSWER });
    await analyser.analyzeDrawing(input());
    const text = sentText(fake.requests[0]!);
    expect(text).toContain('Software estimate of the drawing age: 60 months (likely 44–81 months)');
    expect(text).toContain('cognitiveAgeRange');
    const schema = (fake.requests[0]!.body.response_format as { json_schema: { schema: { properties: Record<string, unknown> } } }).json_schema.schema;
    expect(Object.keys(schema.properties)).toContain('cognitiveAgeRange');
    expect(Object.keys(schema.properties)).not.toContain('developmentStatus');
  });

  it('keeps a valid range from the model', async () => {
    const { analyser } = setup();
    fake.script({ json: { ...ANSWER, cognitiveAgeRange: { min: 58, max: 96 } } });
    expect((await analyser.analyzeDrawing(input())).cognitiveAgeRange).toEqual({ min: 58, max: 96 });
    expect(fake.requests).toHaveLength(1);
  });

  it.each([
    ['no range', null],
    ['a missing range', undefined],
    ['a reversed range', { min: 90, max: 52 }],
    ['a range that leaves out the estimate', { min: 80, max: 90 }],
  ])('uses the calibrated width, moved to the model estimate, for %s (no repair turn)', async (_case, range) => {
    const { analyser } = setup();
    fake.script({ json: { ...ANSWER, cognitiveAgeRange: range } });
    const result = await analyser.analyzeDrawing(input());
    // The stub's calibrated range is 44–81 around 60; the model said 70, so 54–91.
    expect(result).toMatchObject({ cognitiveAge: 70, cognitiveAgeRange: { min: 54, max: 91 } });
    expect(fake.requests).toHaveLength(1);
  });

  it('sets the status from the range by the local rule, whatever the model thinks', async () => {
    const { analyser } = setup();
    fake.script(
      { json: { ...ANSWER, developmentStatus: 'advanced', ageComparison: 'compared' } },
      { json: ANSWER },
      { json: ANSWER },
      { json: { ...ANSWER, developmentStatus: 'advanced' } },
    );
    expect((await analyser.analyzeDrawing({ ...input(), childAgeMonths: 66 })).developmentStatus).toBe('typical'); // 52–90 holds 66
    expect((await analyser.analyzeDrawing({ ...input(), childAgeMonths: 100 })).developmentStatus).toBe('behind'); // all of 52–90 lies below
    expect((await analyser.analyzeDrawing({ ...input(), childAgeMonths: 48 })).developmentStatus).toBe('typical'); // 52–90 lies above, but 48 months is below the ages the model compares (54–102)
    // Under 4 the analyser has no drawings to compare with: no status, whatever the range or the model says.
    expect(await analyser.analyzeDrawing({ ...input(), childAgeMonths: 40 })).toMatchObject({
      developmentStatus: 'typical',
      ageComparison: 'outside-calibrated-ages',
    });
  });

  it('fails retryable with a parent-safe message after exactly two invalid answers', async () => {
    const { analyser } = setup();
    fake.script('invalid-json', 'wrong-schema', 'valid');
    const error = await rejection(analyser.analyzeDrawing(input()));
    expect(error.retryable).toBe(true);
    expect(error.message).toBe(MESSAGES.unreadable);
    expect(fake.requests).toHaveLength(2);
  });

  it('fails retryable when the server does not answer within the timeout', async () => {
    const { analyser, lines } = setup(testClient(fake.baseURL, { timeout: 500, maxRetries: 0 }));
    fake.script('hang');
    const error = await rejection(analyser.analyzeDrawing(input()));
    expect(error.retryable).toBe(true);
    expect(lines.some((l) => l.msg.includes('did not answer'))).toBe(true);
  });

  it('fails retryable on a 5xx after the SDK has retried once', async () => {
    const { analyser } = setup(testClient(fake.baseURL, { maxRetries: 1 }));
    fake.script('status-500', 'status-500');
    const error = await rejection(analyser.analyzeDrawing(input()));
    expect(error.retryable).toBe(true);
    expect(fake.requests).toHaveLength(2);
  });

  it('fails not retryable on 401 and tells the operator which key to check', async () => {
    const { analyser, lines } = setup();
    fake.script('status-401');
    const error = await rejection(analyser.analyzeDrawing(input()));
    expect(error.retryable).toBe(false);
    expect(error.message).toBe(MESSAGES.misconfigured);
    expect(lines.find((l) => l.level === 50)?.msg).toContain('OPENAI_API_KEY');
    expect(JSON.stringify(lines)).not.toContain('test-key');
  });

  it('reports "typical" and no actual age when the age is unknown', async () => {
    const { analyser } = setup();
    fake.script({ json: ANSWER });
    const result = await analyser.analyzeDrawing({ ...input(), childAgeMonths: undefined });
    expect(result.developmentStatus).toBe('typical');
    expect(result).not.toHaveProperty('actualAge');
  });

  it('fails not retryable when the prompt names a provider without a client', async () => {
    const { logger } = capturingLogger();
    const analyser = createOpenAiAnalyser({ clients: {}, getPrompt: defaultPrompts('openrouter'), local: stubLocalAnalyser(), logger });
    expect((await rejection(analyser.analyzeDrawing(input()))).retryable).toBe(false);
    expect(fake.requests).toHaveLength(0);
  });

  it('fails not retryable when the model refuses', async () => {
    const { analyser } = setup();
    fake.script({ refusal: 'I cannot help with that.' });
    expect((await rejection(analyser.analyzeDrawing(input()))).message).toBe(MESSAGES.refused);
  });
});
