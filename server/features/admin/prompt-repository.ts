import { and, desc, eq } from 'drizzle-orm';
import type { PromptVersion } from '../../../contracts/admin.ts';
import type { Prompt } from '../../../contracts/prompts.ts';
import type { DbOrTx } from '../../db/client.ts';
import { promptVersions, users } from '../../db/schema/index.ts';
import type { PromptRow } from '../prompts/repository.ts';

export const toAdminPrompt = (row: PromptRow): Prompt => ({
  id: row.id,
  name: row.name as Prompt['name'],
  description: row.description,
  prompt: row.prompt,
  model: row.model,
  provider: row.provider,
  version: row.version,
  isActive: row.isActive,
  updatedAt: row.updatedAt.toISOString(),
});

export const adminPromptRepository = {
  /** Every saved version, newest first, with the e-mail of the admin who saved it (seeded ones: null). */
  async versions(db: DbOrTx, promptId: string): Promise<PromptVersion[]> {
    const rows = await db
      .select({
        version: promptVersions.version,
        prompt: promptVersions.prompt,
        model: promptVersions.model,
        provider: promptVersions.provider,
        changedBy: users.email,
        createdAt: promptVersions.createdAt,
      })
      .from(promptVersions)
      .leftJoin(users, eq(users.id, promptVersions.changedBy))
      .where(eq(promptVersions.promptId, promptId))
      .orderBy(desc(promptVersions.version));
    return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  },

  async version(db: DbOrTx, promptId: string, version: number) {
    const [row] = await db
      .select()
      .from(promptVersions)
      .where(and(eq(promptVersions.promptId, promptId), eq(promptVersions.version, version)));
    return row ?? null;
  },
};
