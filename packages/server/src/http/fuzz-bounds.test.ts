import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_BANDWIDTH_WEBHOOK_PASSWORD, DEV_BANDWIDTH_WEBHOOK_USER } from '../config/carrier-settings.js';
import { openapiDocumentPath } from '../config/package-paths.js';
import {
  FuzzRequests,
  HOSTILE,
  leaves,
  replaceAt,
  replaceEvery,
  type FuzzRequest,
} from '../testing/fuzz-requests.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { INVALID_VALUE } from './error-handler.js';
import { loadOpenapiDocument } from './openapi-document.js';
import { servedOperations } from './served-operations.js';

/** Text parameters as they arrive on the wire. */
const TEXT_HOSTILE = [String(HOSTILE.oversized), String(HOSTILE.negative), HOSTILE.nul, 'not-a-number'];
/** Per operation, at most this many body leaves are mutated one by one (whole-body mutations cover the rest). */
const LEAVES_PER_OPERATION = 12;

function variants(request: FuzzRequest): FuzzRequest[] {
  const out: FuzzRequest[] = [];
  for (const part of ['query', 'headers'] as const)
    for (const name of Object.keys(request[part]))
      for (const value of TEXT_HOSTILE) out.push({ ...request, [part]: { ...request[part], [name]: value } });
  const segments = request.path.split('/');
  segments.forEach((segment, i) => {
    // Only the segments the generator filled in (path parameters): their samples are 1 or x.
    if (segment !== '1' && !/^x+$/.test(segment)) return;
    for (const value of TEXT_HOSTILE) {
      const path = [...segments.slice(0, i), encodeURIComponent(value), ...segments.slice(i + 1)].join('/');
      out.push({ ...request, path });
    }
  });
  if (request.body !== undefined) {
    out.push(
      { ...request, body: replaceEvery(request.body, 'number', HOSTILE.oversized) },
      { ...request, body: replaceEvery(request.body, 'number', HOSTILE.negative) },
      { ...request, body: replaceEvery(request.body, 'string', HOSTILE.nul) },
      { ...request, body: replaceEvery(request.body, 'number', 'not-a-number') },
      { ...request, body: HOSTILE.wrongType },
    );
    for (const leaf of leaves(request.body).slice(0, LEAVES_PER_OPERATION))
      for (const value of [HOSTILE.oversized, HOSTILE.nul, HOSTILE.wrongType])
        out.push({ ...request, body: replaceAt(request.body, leaf, value) });
  }
  return out;
}

const INT32 = { min: -(2 ** 31), max: 2 ** 31 - 1 };

type Found = { readonly schema: Record<string, unknown>; readonly name: string };

/**
 * Every schema of `type` a request can carry (parameters and bodies, through $refs), by where it is,
 * with the name of the property or parameter that holds it.
 */
function requestSchemas(document: Record<string, unknown>, type: 'integer' | 'string'): Map<string, Found> {
  const found = new Map<string, Found>();
  const seen = new Set<string>();
  const visit = (node: unknown, where: string, name: string): void => {
    if (!node || typeof node !== 'object') return;
    const schema = node as Record<string, unknown>;
    const ref = schema['$ref'];
    if (typeof ref === 'string') {
      if (seen.has(ref)) return;
      seen.add(ref);
      const target = ref
        .slice(2)
        .split('/')
        .reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], document);
      return visit(target, ref, name);
    }
    if ([schema['type']].flat().includes(type)) found.set(where, { schema, name });
    // A parameter names its schema; a property is named by its key; items keep their array's name.
    const named =
      typeof schema['in'] === 'string' && typeof schema['name'] === 'string' ? schema['name'] : name;
    for (const [key, value] of Object.entries(schema))
      visit(value, `${where}/${key}`, where.endsWith('/properties') ? key : named);
  };
  for (const [path, item] of Object.entries(document['paths'] as Record<string, Record<string, unknown>>))
    for (const [method, operation] of Object.entries(item)) {
      const { parameters, requestBody } = (operation ?? {}) as Record<string, unknown>;
      visit(parameters, `${method} ${path} parameters`, '');
      visit(requestBody, `${method} ${path} body`, '');
    }
  return found;
}

describe('the contract states the bounds of what a request may carry', () => {
  it('gives every integer a request can carry a minimum and maximum within PostgreSQL integer', () => {
    const document = loadOpenapiDocument(openapiDocumentPath()).specification;
    const integers = requestSchemas(document, 'integer');
    expect(integers.size).toBeGreaterThan(40);
    const unbounded = [...integers]
      .filter(
        ([, { schema }]) =>
          typeof schema['minimum'] !== 'number' ||
          typeof schema['maximum'] !== 'number' ||
          schema['minimum'] < INT32.min ||
          schema['maximum'] > INT32.max,
      )
      .map(([where]) => where);
    expect(unbounded).toEqual([]);
  });

  it('gives every text a request can carry a maximum length (issue 28: no unbounded free text)', () => {
    const document = loadOpenapiDocument(openapiDocumentPath()).specification;
    const strings = requestSchemas(document, 'string');
    expect(strings.size).toBeGreaterThan(100);
    // An enum or a const bounds itself; a binary upload is bounded by the body limit and its own check.
    const unbounded = [...strings]
      .filter(
        ([, { schema }]) =>
          typeof schema['maxLength'] !== 'number' &&
          schema['enum'] === undefined &&
          schema['const'] === undefined &&
          schema['format'] !== 'binary',
      )
      .map(([where]) => where);
    expect(unbounded).toEqual([]);
  });

  it('starts every id a request carries at 1 (issue 28: a report for enterprise -1 was answered)', () => {
    const document = loadOpenapiDocument(openapiDocumentPath()).specification;
    const ids = [...requestSchemas(document, 'integer')].filter(([, { name }]) =>
      /(id|Id|Ids|IdFk)$/.test(name),
    );
    expect(ids.map(([, { name }]) => name)).toEqual(
      expect.arrayContaining(['enterpriseId', 'storeIds', 'bocIds', 'templateId']),
    );
    const belowOne = ids.filter(([, { schema }]) => Number(schema['minimum']) < 1).map(([where]) => where);
    expect(belowOne).toEqual([]);
  });
});

describe('hostile input never gets a 5xx', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('drives every served operation with oversized ids, NUL bytes and wrong types: all 4xx or 2xx', async () => {
    const document = loadOpenapiDocument(openapiDocumentPath()).specification;
    const plausible = new FuzzRequests(document).plausible(servedOperations(server.app));
    expect(plausible.length).toBeGreaterThan(60);
    const bearer = await server.signIn('SUPER_USER');
    const basic = `Basic ${Buffer.from(`${DEV_BANDWIDTH_WEBHOOK_USER}:${DEV_BANDWIDTH_WEBHOOK_PASSWORD}`).toString('base64')}`;
    // Webhooks get their carrier's credentials (Bandwidth) or a signature header to check (Twilio).
    const credentials = (operationId: string): Record<string, string> =>
      operationId === 'receiveBandwidthEvents'
        ? { authorization: basic }
        : operationId.startsWith('receiveTwilio')
          ? { 'x-twilio-signature': 'c2lnbmVk' }
          : bearer;
    const failures: string[] = [];
    let sent = 0;
    for (const request of plausible.flatMap(variants)) {
      const query = new URLSearchParams(request.query).toString();
      const response = await server.app.inject({
        method: request.method as 'GET',
        url: `${request.path}${query ? `?${query}` : ''}`,
        headers: { ...credentials(request.operationId), ...request.headers },
        ...(request.body === undefined ? {} : { payload: request.body as object }),
      });
      sent += 1;
      if (response.statusCode >= 500)
        failures.push(
          `${request.operationId} ${response.statusCode}: ${JSON.stringify(request).slice(0, 300)}`,
        );
    }
    console.info(
      `fuzz: ${sent} requests over ${plausible.length} operations, ${failures.length} answered 5xx`,
    );
    expect(failures).toEqual([]);
    // Thousands of requests, and each operation's validators and serializers compile on its first one.
  }, 240_000);

  it('refuses a NUL character anywhere in a request with a 400 naming the field', async () => {
    const headers = await server.signIn('SUPER_USER');
    const inBody = await server.app.inject({
      method: 'POST',
      url: '/api/future-service-interaction/custom-search?page=0&size=5',
      headers,
      payload: { searchText: 'oil\u0000change' },
    });
    expect(inBody.statusCode).toBe(400);
    expect(inBody.json().errors).toEqual(['body/searchText must not contain a NUL character (\\u0000)']);
    const inQuery = await server.app.inject({
      method: 'GET',
      url: '/api/customTemplate/user/a%00b',
      headers,
    });
    expect(inQuery.statusCode).toBe(400);
    expect(inQuery.json().errors[0]).toMatch(/^params\/.+ must not contain a NUL character/);
  });

  it('refuses an id beyond 32 bits by the contract, naming the bound', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/future-service-interaction?future-service-interaction-id=${2 ** 40}`,
      headers: await server.signIn('SUPER_USER'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toContain('must be <= 2147483647');
  });

  it('answers a value the database refuses (a 10-digit enterprise id) with a plain 400', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/svc-message-instance/unreadByStoreId',
      headers: { ...(await server.signIn('SUPER_USER')), enterpriseId: '9999999999' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([INVALID_VALUE]);
  });

  it.each([
    ['/webhooks/twilio/sms', { MessageSid: 12, From: { nested: true } }],
    ['/webhooks/twilio/status', { MessageSid: ['SM1', 2], MessageStatus: 'delivered' }],
  ])('answers a JSON body to %s with 403, not a crash', async (url, payload) => {
    const response = await server.app.inject({
      method: 'POST',
      url,
      headers: { 'x-twilio-signature': 'c2lnbmVk' },
      payload,
    });
    expect(response.statusCode).toBe(403);
  });
});
