import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { prompts, promptVersions } from '../../db/schema/index.ts';
import type { UpdatePromptRequest } from '../../../contracts/prompts.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { promptRepository, type PromptRow } from './repository.ts';

export type UpdatePromptOptions = {
  db: Db;
  id: string;
  changes: UpdatePromptRequest;
  userId: string | null;
  /** Runs inside the same transaction when a new version was written (the admin's audit trail). */
  onChange?: (tx: Tx, before: PromptRow, after: PromptRow) => Promise<void>;
};

/**
 * Applies an admin's change as a new version. The version check in the UPDATE makes two
 * concurrent edits of one prompt produce two versions, never one lost silently.
 */
export async function updatePrompt({ db, id, changes, userId, onChange }: UpdatePromptOptions): Promise<PromptRow> {
  return db.transaction(async (tx) => {
    const current = await promptRepository.byId(tx, id);
    if (!current) throw notFound('Prompt not found');
    const next = {
      prompt: changes.prompt ?? current.prompt,
      model: changes.model ?? current.model,
      provider: changes.provider ?? current.provider,
    };
    if (next.prompt === current.prompt && next.model === current.model && next.provider === current.provider) return current;
    const [updated] = await tx
      .update(prompts)
      .set({ ...next, version: current.version + 1, updatedAt: new Date() })
      .where(and(eq(prompts.id, id), eq(prompts.version, current.version)))
      .returning();
    if (!updated) throw new AppError('CONFLICT', 'This prompt was changed by someone else. Please reload and try again.');
    await tx.insert(promptVersions).values({ promptId: id, version: updated.version, ...next, changedBy: userId });
    await onChange?.(tx, current, updated);
    return updated;
  });
}
