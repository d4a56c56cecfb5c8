import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';
import { openapiDocumentPath } from '../config/package-paths.js';

describe('generated wire types', () => {
  it('match openapi/openapi.yaml (run `pnpm --filter @torque/server generate` after changing the contract)', async () => {
    const expected = COMMENT_HEADER + astToString(await openapiTS(pathToFileURL(openapiDocumentPath())));
    const current = await readFile(new URL('./generated/api.ts', import.meta.url), 'utf8');
    expect(current).toBe(expected);
  });
});
