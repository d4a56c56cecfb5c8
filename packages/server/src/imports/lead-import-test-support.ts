import type { Queryable } from '../db/database.js';

/** The lead file header the tests use: every lead field under a spelling the automatic match knows. */
export const LEAD_FILE_HEADER = [
  'First Name',
  'Last Name',
  'Cell Phone',
  'Email',
  'VIN',
  'Make',
  'Model',
  'Year',
  'Sold Date',
  'Mileage',
];

/** A CSV file's text from rows of cells (cells with a comma or quote are quoted). */
export const csvOf = (rows: readonly (readonly string[])[]): string =>
  rows
    .map((row) => row.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(','))
    .join('\n') + '\n';

/** A multipart/form-data body with the file as `multipartFile` and any other fields before it. */
export function multipartBody(
  file: { readonly name: string; readonly bytes: Buffer | string },
  fields: Readonly<Record<string, string>> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----torque${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="multipartFile"; filename="${file.name}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    Buffer.isBuffer(file.bytes) ? file.bytes : Buffer.from(file.bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Counts rows of a table expression (`customer WHERE ...`). */
export async function countOf(db: Queryable, from: string, params: unknown[] = []): Promise<number> {
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${from}`, params);
  return row?.n ?? -1;
}

/** A lead file batch of an enterprise the demo users do not belong to. */
export async function otherEnterpriseBatch(db: Queryable): Promise<number> {
  const [enterprise] = await db.query<{ id: number }>(
    `INSERT INTO enterprise (name) VALUES ('Elsewhere Motors') RETURNING id`,
  );
  const [batch] = await db.query<{ id: number }>(
    `INSERT INTO import_batch (enterprise_id, file_type, file_name, status, uploaded_on)
     VALUES ($1, 'CV_LEAD', 'theirs.csv', 'COMPLETED', now()) RETURNING id`,
    [enterprise!.id],
  );
  return batch!.id;
}

/** A lead file batch left PROCESSING, as a server stopped mid-import leaves it. */
export async function abandonedBatch(db: Queryable): Promise<number> {
  const [batch] = await db.query<{ id: number }>(
    `INSERT INTO import_batch (enterprise_id, boc_id, store_id, file_type, file_name, status, total_records, uploaded_on)
     VALUES (1, 1, 1, 'CV_LEAD', 'half.csv', 'PROCESSING', 10, now()) RETURNING id`,
  );
  return batch!.id;
}

export type BatchState = {
  status: string;
  total_records: number;
  failed_records: number;
  created_customers: number;
  updated_customers: number;
  merged_rows: number;
  message: string | null;
};

export async function batchState(db: Queryable, id: number): Promise<BatchState | undefined> {
  const [row] = await db.query<BatchState>(
    `SELECT status, total_records, failed_records, created_customers, updated_customers, merged_rows, message
       FROM import_batch WHERE id = $1`,
    [id],
  );
  return row;
}
