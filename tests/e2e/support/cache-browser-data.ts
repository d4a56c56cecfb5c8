import type { Page } from 'playwright-core';

/** The row counts of every non-empty IndexedDB store of the app's 'torque' database. */
export function filledStores(page: Page): Promise<Record<string, number>> {
  return page.evaluate(async () => {
    const databases = await indexedDB.databases();
    const rows: Record<string, number> = {};
    if (!databases.some((db) => db.name === 'torque')) return rows;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('torque');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    for (const name of Array.from(db.objectStoreNames)) {
      const count = await new Promise<number>((resolve, reject) => {
        const request = db.transaction(name).objectStore(name).count();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      if (count > 0) rows[name] = count;
    }
    db.close();
    return rows;
  });
}

/** The lead names the list shows, top first (each row's accessible name starts with the name). */
export function listedNames(page: Page): Promise<string[]> {
  return page
    .getByRole('list', { name: 'Leads' })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => (link.getAttribute('aria-label') ?? '').split(',')[0] ?? ''));
}

/**
 * The names once the list has stopped changing (two reads 300 ms apart agree): the virtualizer
 * measures its rows after the first paint, which can change how many rows it renders.
 */
export async function settledNames(page: Page): Promise<string[]> {
  let last = await listedNames(page);
  for (let read = 0; read < 50; read += 1) {
    await page.waitForTimeout(300);
    const next = await listedNames(page);
    if (next.join('\n') === last.join('\n')) return next;
    last = next;
  }
  return last;
}
