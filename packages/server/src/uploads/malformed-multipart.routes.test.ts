import type { Role } from '@torque/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_YOUR_ROLE } from '../admin/admin-permission.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { MALFORMED_MULTIPART } from './multipart-body.js';

/**
 * Issue 28, point 8: a multipart body the parser cannot read (no boundary, cut short) is the
 * client's mistake, answered 400 on every upload call, never 500; and the caller's role is checked
 * before the body is read.
 */
const BOUNDARY = 'torque-boundary';
const FILE_HEAD = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
const MALFORMED = {
  'no boundary': { contentType: 'multipart/form-data', payload: `${FILE_HEAD}abc\r\n--${BOUNDARY}--\r\n` },
  'a body cut short': {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: `${FILE_HEAD}abc`,
  },
  'no parts at all': { contentType: `multipart/form-data; boundary=${BOUNDARY}`, payload: 'garbage' },
};
const CASES = Object.entries(MALFORMED);

describe('malformed multipart bodies on the upload calls', () => {
  let server: TestServer;
  let leadId = 0;
  beforeAll(async () => {
    server = await startTestServer();
    [{ id: leadId }] = (await server.db.query<{ id: number }>(
      'SELECT id FROM future_service_interaction WHERE store_id = 1 ORDER BY id LIMIT 1',
    )) as [{ id: number }];
  });
  afterAll(() => server.close());

  const send = async (
    method: 'POST' | 'PUT',
    url: string,
    body: { contentType: string; payload: string },
    role: Role,
  ) => {
    const response = await server.app.inject({
      method,
      url,
      payload: body.payload,
      headers: { ...(await server.signIn(role)), 'content-type': body.contentType },
    });
    return { status: response.statusCode, message: (response.json() as { message?: string }).message };
  };

  const UPLOADS: readonly { name: string; method: 'POST' | 'PUT'; url: () => string; role: Role }[] = [
    {
      name: 'a conversation file',
      method: 'POST',
      url: () => `/api/uploadFile?fsiId=${leadId}`,
      role: 'SUPER_USER',
    },
    {
      name: 'a lead file',
      method: 'POST',
      url: () => '/api/list-of-customer-vehicle-lead/import?enterprise_id=1&boc_id_pk=1&store_id_pk=1',
      role: 'ENTERPRISE_ADMIN',
    },
    {
      name: 'a data-sync file',
      method: 'POST',
      url: () => '/api/data-sync/import?enterprise_id=1&boc_id_pk=1&store_id_pk=1&file_type=HEA_ALERT',
      role: 'ENTERPRISE_ADMIN',
    },
    { name: 'a new logo', method: 'POST', url: () => '/api/enterprise/1/logo', role: 'SUPER_ADMIN' },
    { name: 'a replaced logo', method: 'PUT', url: () => '/api/enterprise/1/logo', role: 'SUPER_ADMIN' },
  ];

  for (const upload of UPLOADS) {
    it.each(CASES)(`answers 400 for ${upload.name} with %s`, async (_, body) => {
      expect(await send(upload.method, upload.url(), body, upload.role)).toEqual({
        status: 400,
        message: MALFORMED_MULTIPART,
      });
    });
  }

  it.each(CASES)(
    'refuses a logo to a role that may not change it before reading a body with %s',
    async (_, body) => {
      for (const role of ['SUPER_DATA_ADMIN', 'ENTERPRISE_ADMIN', 'SALES_REP'] as const) {
        for (const method of ['POST', 'PUT'] as const)
          expect(await send(method, '/api/enterprise/1/logo', body, role)).toEqual({
            status: 403,
            message: NOT_YOUR_ROLE,
          });
      }
    },
  );
});
