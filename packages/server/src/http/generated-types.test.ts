import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';
import { openapiDocumentPath } from '../config/package-paths.js';

// The server types its handlers with @torque/contract; this fails the server suite as soon as those
// types lag behind the contract the routes are served from.
const contractTypes = new URL('../../../contract/src/generated/api.d.ts', import.meta.url);

describe('generated wire types', () => {
  it('in @torque/contract match openapi/openapi.yaml (run `npm run generate` after changing the contract)', async () => {
    const expected = COMMENT_HEADER + astToString(await openapiTS(pathToFileURL(openapiDocumentPath())));
    const current = await readFile(contractTypes, 'utf8');
    expect(current).toBe(expected);
  });
});
