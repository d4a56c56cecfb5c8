import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Files the server reads at run time, found relative to this module. `src/config/` (vitest,
 * tsx) and `dist/config/` (the build) sit at the same depth, so one set of URLs serves both;
 * the first candidate that exists wins.
 */
function firstExisting(candidates: readonly string[], what: string): string {
  const paths = candidates.map((relative) => fileURLToPath(new URL(relative, import.meta.url)));
  const found = paths.find((path) => existsSync(path));
  if (!found) throw new Error(`Cannot find ${what}; looked in ${paths.join(', ')}`);
  return found;
}

/** packages/server/migrations */
export const migrationsDirectory = (): string => firstExisting(['../../migrations/'], 'the SQL migrations');

/** openapi/openapi.yaml at the repository root: the contract the routes come from. */
export const openapiDocumentPath = (): string =>
  firstExisting(['../../../../openapi/openapi.yaml'], 'openapi/openapi.yaml');

/** packages/web/dist: the built web app (it may not exist yet, so no existence check). */
export const defaultWebDist = (): string => fileURLToPath(new URL('../../../web/dist/', import.meta.url));

/** packages/server/assistant/training-replies.tsv: the reply classifier's training examples. */
export const trainingRepliesPath = (): string =>
  firstExisting(['../../assistant/training-replies.tsv'], 'the reply classifier training examples');
