import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { promptRepository, type PromptRow } from '../prompts/repository.ts';
import type { AdminActor } from './audit.ts';
import { requireUuid } from './ids.ts';
import { adminPromptRepository } from './prompt-repository.ts';
import { PROMPT_NOT_FOUND, savePrompt } from './save-prompt.ts';

/**
 * Restoring never rewrites history: the old version's text, model and provider become a new
 * version on top, so the restore itself can be undone the same way.
 */
export async function restorePrompt({ db, actor, promptId, version }: { db: Db; actor: AdminActor; promptId: string; version: number }): Promise<PromptRow> {
  requireUuid(promptId, PROMPT_NOT_FOUND);
  if (!(await promptRepository.byId(db, promptId))) throw notFound(PROMPT_NOT_FOUND);
  const old = await adminPromptRepository.version(db, promptId, version);
  if (!old) throw notFound(`Version ${version} of this prompt was not found`);
  return savePrompt({
    db,
    actor,
    promptId,
    changes: { prompt: old.prompt, model: old.model, provider: old.provider },
    action: 'prompt.restore',
    extra: { restoredFrom: [null, version] },
  });
}
