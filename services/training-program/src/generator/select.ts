import type { Logger } from '@rugby/service-kit';
import { openAIConfigFromEnv, openAIGenerator } from './openai.ts';
import { builtInGenerator, type ProgramGenerator } from './program-generator.ts';

/** The OpenAI-compatible generator when OPENAI_API_KEY is set, else the built-in one. */
export function generatorFromEnv(log: Logger, env: Record<string, string | undefined> = process.env): ProgramGenerator {
  const config = openAIConfigFromEnv(env);
  if (!config) return builtInGenerator();
  log.info(
    { model: config.model, baseURL: config.baseURL ?? 'default', timeoutMs: config.timeoutMs, maxRetries: config.maxRetries },
    'AI programs use the OpenAI-compatible provider',
  );
  return openAIGenerator({ ...config, log });
}
