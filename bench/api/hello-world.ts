import Fastify, { type FastifyInstance } from 'fastify';

/**
 * The yardstick: bare Fastify answering a constant, on the same machine in the same run. Every
 * scenario is reported as a share of its requests/s, which is what stays comparable between
 * machines and between runs on a busy one.
 */
export async function startHelloWorld(): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url };
}
