import type { FileUploadReportType } from '@torque/domain';
import type { Queryable } from '../db/database.js';
import type { TestServer } from '../testing/test-server.js';

/** Test helpers of the data-sync routes: files as a browser sends them, batches waited for, vehicles to match. */
export type Headers = { readonly authorization: string };

/** A multipart body with the file as `multipartFile`, as a browser's FormData sends it. */
export async function fileUpload(name: string, text: string) {
  const form = new FormData();
  form.append('multipartFile', new Blob([text], { type: 'text/csv' }), name);
  const request = new Request('http://upload.test', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

export type UploadTarget = {
  readonly enterpriseId?: number;
  readonly bocId?: number;
  readonly storeId?: number;
  readonly fileType: FileUploadReportType;
  readonly recallType?: string;
};

/** The data-sync import's URL for the demo's store 1 (BOC 1, enterprise 1) unless told otherwise. */
export function importUrl(target: UploadTarget): string {
  const query = new URLSearchParams({
    enterprise_id: String(target.enterpriseId ?? 1),
    boc_id_pk: String(target.bocId ?? 1),
    store_id_pk: String(target.storeId ?? 1),
    file_type: target.fileType,
  });
  if (target.recallType !== undefined) query.set('recall_type', target.recallType);
  return `/api/data-sync/import?${query.toString()}`;
}

export async function uploadFile(
  server: TestServer,
  headers: Headers,
  target: UploadTarget,
  name: string,
  text: string,
) {
  const body = await fileUpload(name, text);
  return server.app.inject({
    method: 'POST',
    url: importUrl(target),
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

/** The batch's status once its job has finished (polled; the job runs after the answer). */
export async function finishedStatus(db: Queryable, batchId: number): Promise<string> {
  for (let attempt = 0; attempt < 400; attempt += 1) {
    const [row] = await db.query<{ status: string }>('SELECT status FROM import_batch WHERE id = $1', [
      batchId,
    ]);
    if (row && row.status !== 'PROCESSING') return row.status;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`batch ${batchId} still processing`);
}

export async function countRows(
  db: Queryable,
  table: 'enrichment_record' | 'prepaid_maintenance' | 'import_batch',
) {
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return row!.n;
}

/** A customer of the store with one vehicle of the given VIN and make; a VIN of its own per test keeps runs apart. */
export async function vehicleOf(
  db: Queryable,
  storeId: number,
  vehicle: { vin: string; make: string; model: string; year: number; firstName: string; cellular: string },
): Promise<{ customerId: number; vehicleId: number }> {
  const [customer] = await db.query<{ id: number }>(
    `INSERT INTO customer (store_id, first_name, last_name, cellular) VALUES ($1, $2, 'Alert', $3) RETURNING id`,
    [storeId, vehicle.firstName, vehicle.cellular],
  );
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO service_vehicle (customer_id, vin, make, model, year) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [customer!.id, vehicle.vin, vehicle.make, vehicle.model, vehicle.year],
  );
  return { customerId: customer!.id, vehicleId: row!.id };
}

/** A second enterprise with a BOC and a store, outside the demo users' enterprise. */
export async function otherEnterprise(
  db: Queryable,
): Promise<{ enterpriseId: number; bocId: number; storeId: number }> {
  const suffix = `${Date.now() % 1_000_000}${Math.floor(Math.random() * 1000)}`;
  const [enterprise] = await db.query<{ id: number }>(
    `INSERT INTO enterprise (name) VALUES ('Other Motors') RETURNING id`,
  );
  const [boc] = await db.query<{ id: number }>(
    `INSERT INTO boc (enterprise_id, boc_code, name) VALUES ($1, $2, 'Other BOC') RETURNING id`,
    [enterprise!.id, `OB${suffix}`],
  );
  const [store] = await db.query<{ id: number }>(
    `INSERT INTO store (enterprise_id, boc_id, store_code, name, make, office_time_zone, timezone_display, phone_number)
     VALUES ($1, $2, $3, 'Other Store', 'Kia', 'America/Denver', 'GMT-07:00', $4) RETURNING id`,
    [
      enterprise!.id,
      boc!.id,
      `OS${suffix}`,
      `+1970${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`,
    ],
  );
  return { enterpriseId: enterprise!.id, bocId: boc!.id, storeId: store!.id };
}
