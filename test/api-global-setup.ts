import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../server/db/client.ts';
import { createJobQueue } from '../server/jobs/queue.ts';
import { createLogger } from '../server/runtime.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplate: { url: string; database: string } | null;
  }
}

const TEMPLATE_PATH = path.resolve('.tmp/pglite-template.tar.gz');

/**
 * Migrates one database per run (and installs pg-boss's schema in it); each test file then
 * starts from a copy, which costs a fraction of a fresh initdb.
 */
export default async function setup(project: TestProject) {
  const logger = createLogger({ env: 'test', logLevel: 'silent' });
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (postgresUrl) {
    const templateName = `kritzel_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${templateName}`);
    await admin.query(`create database ${templateName}`);
    const url = withDatabase(postgresUrl, templateName);
    const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
    await database.migrate();
    await prepareQueue(database, logger);
    await database.close();
    project.provide('postgresTemplate', { url: postgresUrl, database: templateName });
    project.provide('pgliteTemplatePath', '');
    return async () => {
      await admin.query(`drop database if exists ${templateName} with (force)`);
      await admin.end();
    };
  }
  const database = await openDatabase({ kind: 'pglite-memory' });
  await database.migrate();
  await prepareQueue(database, logger);
  const dump = await (database.pglite as PGlite).dumpDataDir('gzip');
  await database.close();
  await fs.mkdir(path.dirname(TEMPLATE_PATH), { recursive: true });
  await fs.writeFile(TEMPLATE_PATH, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', TEMPLATE_PATH);
  project.provide('postgresTemplate', null);
}

async function prepareQueue(database: Awaited<ReturnType<typeof openDatabase>>, logger: ReturnType<typeof createLogger>) {
  const queue = createJobQueue(database, logger);
  await queue.start();
  await queue.stop(1);
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
