import type { Role } from '@torque/domain';
import type { Queryable } from '../db/database.js';
import type { TestServer } from '../testing/test-server.js';

/** The smallest PNG there is (1×1, transparent): a real image by its bytes. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A multipart body with one file in the field 'file', as a browser's FormData sends it. */
export async function fileForm(bytes: Buffer, name: string, type: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const request = new Request('http://logo.test', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** Calls the API as the demo user of a role. */
export function asRole(server: TestServer, role: Role) {
  return async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const response = await server.app.inject({
      method,
      url,
      headers: await server.signIn(role),
      ...(payload === undefined ? {} : { payload }),
    });
    return {
      status: response.statusCode,
      body: response.json() as Record<string, unknown> & { data?: never[] },
    };
  };
}

/** The admin log's entries about a subject, newest first. */
export async function adminLogAbout(db: Queryable, subject: string) {
  return db.query<{ action: string; actor_name: string; detail: string; enterprise_id: number | null }>(
    `SELECT action, actor_name, detail, enterprise_id FROM admin_log_entry WHERE subject LIKE $1 ORDER BY id DESC`,
    [`%${subject}%`],
  );
}
