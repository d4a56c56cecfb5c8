import type { Queryable } from '../db/database.js';

/** A store of an enterprise of its own, outside the demo enterprise admin's reach. */
export async function otherEnterpriseStore(db: Queryable): Promise<number> {
  const suffix = Math.floor(Math.random() * 1e9);
  const [enterprise] = await db.query<{ id: number }>(
    `INSERT INTO enterprise (name) VALUES ('Elsewhere Motors') RETURNING id`,
  );
  const [boc] = await db.query<{ id: number }>(
    'INSERT INTO boc (enterprise_id, boc_code, name) VALUES ($1, $2, $3) RETURNING id',
    [enterprise!.id, `BOC-S${suffix}`, 'Elsewhere BOC'],
  );
  const phone = `+1555${String(suffix).padStart(7, '0').slice(-7)}`;
  const [store] = await db.query<{ id: number }>(
    `INSERT INTO store (enterprise_id, boc_id, store_code, name, make, office_time_zone, timezone_display, phone_number)
     VALUES ($1, $2, $3, 'Elsewhere Ford', 'Ford', 'Europe/London', 'GMT+00:00', $4) RETURNING id`,
    [enterprise!.id, boc!.id, `S${suffix}`, phone],
  );
  return store!.id;
}

/** The admin log entries about a subject, newest first. */
export async function adminLogAbout(
  db: Queryable,
  subject: string,
): Promise<{ action: string; detail: string }[]> {
  return db.query('SELECT action, detail FROM admin_log_entry WHERE subject = $1 ORDER BY id DESC', [
    subject,
  ]);
}

export async function reminderCount(db: Queryable): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::integer AS n FROM appointment_reminder');
  return row!.n;
}
