import type { Logger } from 'pino';
import type { PromptName } from '../../../contracts/prompts.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { DEFAULT_PROMPTS } from '../../features/prompts/default-prompts.ts';
import { promptRepository } from '../../features/prompts/repository.ts';
import type { Analyser } from './analyser.ts';
import { createAnalyser } from './create-analyser.ts';
import { createLocalAnalyser } from './local/local-analyser.ts';

export type { Analyser } from './analyser.ts';

/** The analyser for this process: local by default, per-prompt AI providers when configured. */
export function createConfiguredAnalyser({ config, db, logger }: { config: Config; db: Db; logger: Logger }): Analyser {
  return createAnalyser({
    config,
    local: createLocalAnalyser(),
    logger,
    // The admin's active prompt; the shipped default if the table has none yet.
    getPrompt: async (name: PromptName) => {
      const row = await promptRepository.byName(db, name);
      const source = row ?? DEFAULT_PROMPTS.find((p) => p.name === name);
      if (!source) throw new Error(`No prompt named ${name}`);
      return { prompt: source.prompt, model: source.model, provider: source.provider };
    },
  });
}
