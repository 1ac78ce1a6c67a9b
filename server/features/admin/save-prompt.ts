import type { UpdatePromptRequest } from '../../../contracts/prompts.ts';
import type { Db } from '../../db/client.ts';
import { updatePrompt } from '../prompts/update-prompt.ts';
import type { PromptRow } from '../prompts/repository.ts';
import { changedFields, recordAdminChange, type AdminActor } from './audit.ts';
import { requireUuid } from './ids.ts';

export const PROMPT_NOT_FOUND = 'Prompt not found';

type SavePromptOptions = {
  db: Db;
  actor: AdminActor;
  promptId: string;
  changes: UpdatePromptRequest;
  action?: 'prompt.update' | 'prompt.restore';
  extra?: Record<string, [unknown, unknown]>;
};

/**
 * An admin's edit becomes a new prompt version and one audit event, in one transaction. The
 * same values again make no version and no event.
 */
export async function savePrompt({ db, actor, promptId, changes, action = 'prompt.update', extra = {} }: SavePromptOptions): Promise<PromptRow> {
  requireUuid(promptId, PROMPT_NOT_FOUND);
  return updatePrompt({
    db,
    id: promptId,
    changes,
    userId: actor.id,
    onChange: async (tx, before, after) => {
      const fields = changedFields(before, { prompt: after.prompt, model: after.model, provider: after.provider, version: after.version });
      await recordAdminChange(tx, { actor, entityType: 'prompt', entityId: promptId, action, changes: { ...fields, ...extra } });
    },
  });
}
