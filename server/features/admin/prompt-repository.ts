import { and, eq } from 'drizzle-orm';
import type { PromptVersion } from '../../../contracts/admin.ts';
import type { AdminPage, AdminPageQuery } from '../../../contracts/admin-pages.ts';
import type { Prompt } from '../../../contracts/prompts.ts';
import type { DbOrTx } from '../../db/client.ts';
import { promptVersions, users } from '../../db/schema/index.ts';
import type { PromptRow } from '../prompts/repository.ts';
import { afterCursor, countUpTo, cursorTime, newestFirst, readPage, type PageKey } from './pages.ts';

// Each save is its own transaction, so creation order is version order.
const KEY: PageKey = { createdAt: promptVersions.createdAt, id: promptVersions.id, idIsUuid: true };

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
  /** Saved versions, newest first, a page at a time, with the e-mail of the admin who saved each (seeded ones: null). */
  async versions(db: DbOrTx, promptId: string, { cursor, limit }: AdminPageQuery): Promise<AdminPage<PromptVersion>> {
    const ofPrompt = eq(promptVersions.promptId, promptId);
    return readPage(
      {
        rows: db
          .select({
            id: promptVersions.id,
            version: promptVersions.version,
            prompt: promptVersions.prompt,
            model: promptVersions.model,
            provider: promptVersions.provider,
            changedBy: users.email,
            createdAt: promptVersions.createdAt,
            cursorAt: cursorTime(promptVersions.createdAt),
          })
          .from(promptVersions)
          .leftJoin(users, eq(users.id, promptVersions.changedBy))
          .where(and(ofPrompt, afterCursor(KEY, cursor)))
          .orderBy(...newestFirst(KEY))
          .limit(limit + 1),
        total: countUpTo(db, promptVersions, ofPrompt),
      },
      limit,
      (row) => row.id,
      ({ id: _id, cursorAt: _at, ...row }) => ({ ...row, createdAt: row.createdAt.toISOString() }),
    );
  },

  async version(db: DbOrTx, promptId: string, version: number) {
    const [row] = await db
      .select()
      .from(promptVersions)
      .where(and(eq(promptVersions.promptId, promptId), eq(promptVersions.version, version)));
    return row ?? null;
  },
};
