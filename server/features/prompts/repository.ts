import { asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { prompts, promptVersions } from '../../db/schema/index.ts';

export type PromptRow = typeof prompts.$inferSelect;
export type PromptVersionRow = typeof promptVersions.$inferSelect;

export const promptRepository = {
  list: (db: DbOrTx) => db.select().from(prompts).orderBy(asc(prompts.name)),
  byName: async (db: DbOrTx, name: string) => (await db.select().from(prompts).where(eq(prompts.name, name)))[0] ?? null,
  byId: async (db: DbOrTx, id: string) => (await db.select().from(prompts).where(eq(prompts.id, id)))[0] ?? null,
  versions: (db: DbOrTx, promptId: string) =>
    db.select().from(promptVersions).where(eq(promptVersions.promptId, promptId)).orderBy(desc(promptVersions.version)),
};
