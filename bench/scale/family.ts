import pg from 'pg';
import sharp from 'sharp';
import { signUpParent } from '../api/parent-setup.ts';
import type { KritzelServer } from '../api/kritzel-server.ts';
import { createFileStorage } from '../../server/providers/storage/index.ts';
import { seedFamily } from './seed.ts';

/**
 * The two people whose pages are measured: a parent with three full plans (26 weeks each with
 * feedback, six checkpoints each; seeded by the same statements as everyone else's) and an
 * administrator. Both sign up through the API, so their cookies are real sessions.
 */
export type MeasuredPeople = {
  parent: { id: string; email: string; cookie: string };
  admin: { id: string; cookie: string };
  /** The newest of the three plans, and a week in its middle. */
  planId: string;
  submissionId: string;
};

/** A small photo stands in for every stored drawing: the pages read the rows, the PDF and the export read the bytes. */
async function placeholderPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 240, channels: 3, background: '#f5f0e6' } })
    .composite([{ input: Buffer.from('<svg width="320" height="240"><circle cx="160" cy="110" r="60" fill="none" stroke="#1d4ed8" stroke-width="6"/></svg>') }])
    .jpeg({ quality: 80 })
    .toBuffer();
}

export async function measuredPeople(kritzel: KritzelServer, databaseUrl: string, say: (line: string) => void): Promise<MeasuredPeople> {
  const baseUrl = kritzel.config.publicUrl;
  const parent = await signUpParent(baseUrl, 0);
  const admin = await signUpParent(baseUrl, 1);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const ids = await client.query<{ id: string; email: string }>('select id, email from users where email = any($1)', [[parent.email, admin.email]]);
    const idOf = (email: string) => ids.rows.find((r) => r.email === email)!.id;
    // Granted as `npm run admin:grant` grants it: the role on the account.
    await client.query(`update users set role = 'admin', email_verified = true where id = $1`, [idOf(admin.email)]);
    say('  seeding the measured family: three plans, 26 weeks each, every checkpoint…');
    await seedFamily(databaseUrl, idOf(parent.email), say);
    const plan = await client.query<{ id: string }>('select id from plans where user_id = $1 order by created_at desc limit 1', [idOf(parent.email)]);
    const planId = plan.rows[0]!.id;
    const week = await client.query<{ id: string }>('select id from submissions where plan_id = $1 and week_number = 13 and attempt_number = 1', [planId]);
    const files = await client.query<{ storage_key: string; thumb_key: string | null }>('select storage_key, thumb_key from files where owner_id = $1', [
      idOf(parent.email),
    ]);
    const storage = createFileStorage(kritzel.config);
    const photo = await placeholderPhoto();
    for (const file of files.rows) {
      for (const key of [file.storage_key, file.thumb_key]) if (key) await storage.put(key, photo, 'image/jpeg');
    }
    say(`  the family's ${files.rowCount} photos stored (placeholders of ${photo.length} bytes)`);
    return {
      parent: { id: idOf(parent.email), email: parent.email, cookie: parent.cookie },
      admin: { id: idOf(admin.email), cookie: admin.cookie },
      planId,
      submissionId: week.rows[0]!.id,
    };
  } finally {
    await client.end();
  }
}
