import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadOfStore } from '../templates/template-test-support.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { FILE_EMPTY, FILE_TOO_LARGE, FILE_TYPE_NOT_ALLOWED, MAX_UPLOAD_BYTES } from './upload-file-type.js';
import { FILE_REQUIRED, MULTIPART_REQUIRED } from './upload.routes.js';

type Headers = { authorization: string };

/** A multipart body as a browser's FormData sends it. */
async function multipart(fields: Record<string, Blob | { blob: Blob; name: string }>) {
  const form = new FormData();
  for (const [field, value] of Object.entries(fields))
    if (value instanceof Blob) form.append(field, value);
    else form.append(field, value.blob, value.name);
  const request = new Request('http://upload.test', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

const textFile = (name: string, text: string, type = 'text/plain') => ({
  file: { blob: new Blob([text], { type }), name },
});

describe('files uploaded to a lead (POST /api/uploadFile)', () => {
  let server: TestServer;
  let uploadsDir = '';
  let officeUser: Headers;
  let leadId = 0;

  beforeAll(async () => {
    uploadsDir = await mkdtemp(join(tmpdir(), 'torque-upload-test-'));
    server = await startTestServer({ uploadsDir });
    officeUser = await server.signIn('OFFICE_USER');
    leadId = (await leadOfStore(server.db, 1)).id;
  });
  afterAll(async () => {
    await server.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  const upload = async (headers: Headers, fsiId: number, body: Awaited<ReturnType<typeof multipart>>) =>
    server.app.inject({
      method: 'POST',
      url: `/api/uploadFile?fsiId=${fsiId}`,
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
  const storedFiles = async (lead: number) => readdir(join(uploadsDir, String(lead))).catch(() => []);

  it('stores the file under a name of ours and answers where it is', async () => {
    const response = await upload(
      officeUser,
      leadId,
      await multipart(textFile('repair-estimate.txt', 'Brakes: $240')),
    );
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<{ url: string; fileName: string }>();
    expect(answer.fileName).toBe('repair-estimate.txt');
    expect(answer.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.txt\/repair-estimate\.txt$/);
    const [row] = await server.db.query<{ stored_name: string; content_type: string; size_bytes: number }>(
      'SELECT stored_name, content_type, size_bytes FROM uploaded_file WHERE fsi_id = $1 ORDER BY id DESC LIMIT 1',
      [leadId],
    );
    expect(row).toMatchObject({ content_type: 'text/plain', size_bytes: 12 });
    expect(row!.stored_name).toMatch(/^[0-9a-f]{32}\.txt$/);
    expect(await readFile(join(uploadsDir, String(leadId), row!.stored_name), 'utf8')).toBe('Brakes: $240');
  });

  it('serves a file back at its answered address, as an attachment that never renders as a page', async () => {
    const answer = (
      await upload(officeUser, leadId, await multipart(textFile('notes.txt', '<script>alert(1)</script>')))
    ).json<{ url: string }>();
    const download = await server.app.inject({ method: 'GET', url: answer.url });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('<script>alert(1)</script>');
    expect(download.headers['content-type']).toMatch(/^text\/plain/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toBe("attachment; filename*=UTF-8''notes.txt");
  });

  it('answers 404 for a key nobody was given, and 400 for one that is not a key', async () => {
    const unknown = await server.app.inject({ method: 'GET', url: `/uploads/${'a'.repeat(32)}.txt/x.txt` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'No such file.' });
    const traversal = await server.app.inject({ method: 'GET', url: '/uploads/..%2F..%2Fetc%2Fpasswd/x' });
    expect(traversal.statusCode).toBe(400);
  });

  it("never lets the client's file name choose the path", async () => {
    const response = await upload(
      officeUser,
      leadId,
      await multipart(textFile('../../../etc/evil.txt', 'x')),
    );
    expect(response.json()).toMatchObject({ fileName: 'evil.txt' });
    expect(await readdir(uploadsDir)).toEqual([String(leadId)]);
    expect((await storedFiles(leadId)).every((name) => /^[0-9a-f]{32}\.txt$/.test(name))).toBe(true);
  });

  it("refuses an unknown lead, and another store's lead, storing nothing", async () => {
    const body = await multipart(textFile('a.txt', 'a'));
    const unknown = await upload(officeUser, 987_654, body);
    expect(unknown.json()).toMatchObject({ statusCode: 404, message: 'Lead not found.' });
    const elsewhere = (await leadOfStore(server.db, 2)).id;
    expect((await upload(officeUser, elsewhere, body)).statusCode).toBe(404);
    expect(await storedFiles(elsewhere)).toEqual([]);
  });

  it('refuses types outside the allow-list, content that is not what it claims, and empty files', async () => {
    const refusal = async (fields: Parameters<typeof multipart>[0]) =>
      (await upload(officeUser, leadId, await multipart(fields))).json<{
        statusCode: number;
        message: string;
      }>();
    expect(await refusal(textFile('setup.exe', 'MZ', 'application/x-msdownload'))).toMatchObject({
      statusCode: 400,
      message: FILE_TYPE_NOT_ALLOWED,
    });
    expect(await refusal(textFile('page.html', '<script>', 'text/html'))).toMatchObject({
      message: FILE_TYPE_NOT_ALLOWED,
    });
    expect(await refusal(textFile('photo.png', 'not a png', 'image/png'))).toMatchObject({
      statusCode: 400,
      message: 'The file photo.png is not a valid image/png file.',
    });
    expect(await refusal(textFile('notes.txt', '', 'text/plain'))).toMatchObject({ message: FILE_EMPTY });
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const photo = await upload(
      officeUser,
      leadId,
      await multipart({
        file: { blob: new Blob([png], { type: 'application/octet-stream' }), name: 'car.PNG' },
      }),
    );
    expect(photo.json()).toMatchObject({ fileName: 'car.PNG' });
  });

  it('refuses a file over the size limit, a missing file field and a body that is not multipart', async () => {
    const big = await upload(
      officeUser,
      leadId,
      await multipart(textFile('big.txt', 'a'.repeat(MAX_UPLOAD_BYTES + 1))),
    );
    expect(big.json()).toMatchObject({ statusCode: 400, message: FILE_TOO_LARGE });
    const wrongField = await upload(officeUser, leadId, await multipart({ attachment: new Blob(['x']) }));
    expect(wrongField.json()).toMatchObject({ statusCode: 400, message: FILE_REQUIRED });
    const json = await server.app.inject({
      method: 'POST',
      url: `/api/uploadFile?fsiId=${leadId}`,
      payload: { file: 'x' },
      headers: officeUser,
    });
    expect(json.json()).toMatchObject({ statusCode: 400, message: MULTIPART_REQUIRED });
  });

  it('answers 401 without a token, and 415 to a multipart post to any other operation', async () => {
    const body = await multipart(textFile('a.txt', 'a'));
    const anonymous = await server.app.inject({
      method: 'POST',
      url: `/api/uploadFile?fsiId=${leadId}`,
      payload: body.payload,
      headers: body.headers,
    });
    expect(anonymous.statusCode).toBe(401);
    const elsewhere = await server.app.inject({
      method: 'POST',
      url: '/api/customTemplate',
      payload: body.payload,
      headers: { ...officeUser, ...body.headers },
    });
    expect(elsewhere.statusCode).toBe(415);
  });
});
