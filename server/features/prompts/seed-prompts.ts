import type { Db } from '../../db/client.ts';
import { prompts, promptVersions } from '../../db/schema/index.ts';
import { DEFAULT_PROMPTS } from './default-prompts.ts';

/** Inserts the default prompt of each task that has none yet; an admin's edits are never overwritten. */
export async function seedPrompts({ db }: { db: Db }): Promise<number> {
  let inserted = 0;
  for (const entry of DEFAULT_PROMPTS) {
    const [row] = await db
      .insert(prompts)
      .values({ ...entry, version: 1 })
      .onConflictDoNothing({ target: prompts.name })
      .returning({ id: prompts.id });
    if (!row) continue;
    await db.insert(promptVersions).values({ promptId: row.id, version: 1, prompt: entry.prompt, model: entry.model, provider: entry.provider });
    inserted++;
  }
  return inserted;
}
