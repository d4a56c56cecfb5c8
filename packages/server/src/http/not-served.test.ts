import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler.js';
import { NOT_SERVED_STATUS } from './not-served.js';
import { loadOpenapiDocument } from './openapi-document.js';
import { registerOpenapiRoutes } from './openapi-routes.js';
import { contractValidatorCompiler } from './request-validation.js';
import { unauthorized } from './http-error.js';

// An operation documented before it is built answers an honest 501, after authentication and after
// the contract's own checks. The reference server serves every operation of openapi/ today, so this
// is shown on a contract of one operation.
const CONTRACT = `openapi: 3.1.0
info: { title: t, version: '1' }
security: [{ bearer: [] }]
components:
  securitySchemes:
    bearer: { type: http, scheme: bearer }
paths:
  /api/later:
    get:
      operationId: getLater
      parameters:
        - { name: storeId, in: query, required: true, schema: { type: integer } }
      responses:
        '200': { description: ok }
`;

const app = Fastify();
beforeAll(async () => {
  const file = join(await mkdtemp(join(tmpdir(), 'torque-not-served-')), 'openapi.yaml');
  await writeFile(file, CONTRACT);
  app.setValidatorCompiler(contractValidatorCompiler());
  registerErrorHandler(app);
  await registerOpenapiRoutes(app, loadOpenapiDocument(file), {}, () => async (request) => {
    if (request.headers.authorization !== 'Bearer good') throw unauthorized('Sign in first.');
  });
  await app.ready();
});
afterAll(() => app.close());

describe('an operation the contract documents but the server does not serve yet', () => {
  it('answers 401 without a token, a 400 naming a missing parameter, and then an honest 501', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/api/later?storeId=1' });
    expect(anonymous.statusCode).toBe(401);
    const broken = await app.inject({
      method: 'GET',
      url: '/api/later',
      headers: { authorization: 'Bearer good' },
    });
    expect(broken.statusCode).toBe(400);
    expect((broken.json() as { message: string }).message).toContain('storeId');
    const later = await app.inject({
      method: 'GET',
      url: '/api/later?storeId=1',
      headers: { authorization: 'Bearer good' },
    });
    expect(later.statusCode).toBe(NOT_SERVED_STATUS);
    expect((later.json() as { message: string }).message).toContain('does not serve it yet');
  });
});
