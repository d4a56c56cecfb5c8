import type { Locator, Page } from 'playwright-core';

/** Where the stages e2e leaves its screenshots (kept out of git). */
export const STAGES_SHOTS = process.env.STAGES_SHOTS_DIR ?? '/tmp/stages-shots';

/**
 * Selects `part` of the text in `bubble` as a user dragging over it would, then right-clicks inside
 * the selection at its centre, opening the SMS bubble's own menu.
 */
export async function rightClickSelection(bubble: Locator, part: string): Promise<void> {
  const point = await bubble.evaluate((element, wanted) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(wanted) ?? -1;
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + wanted.length);
      document.getSelection()?.removeAllRanges();
      document.getSelection()?.addRange(range);
      const box = range.getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    }
    throw new Error(`no text ${wanted} in the bubble`);
  }, part);
  // A real right-click inside the selection keeps it, as it does for a user.
  await bubble.page().mouse.click(point.x, point.y, { button: 'right' });
}

/** Screenshots of the page at desktop and phone width, light and dark. */
export async function shootBothSchemes(page: Page, name: string): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.screenshot({ path: `${STAGES_SHOTS}/${name}-${colorScheme}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** The lead's vehicle mileage as the API reports it, and its recorded history. */
export async function vehicleRecordOf(
  baseUrl: string,
  token: string,
  leadId: number,
): Promise<{ odometer: number | null; history: { mileage: number; minder: string | null }[] }> {
  const headers = { authorization: `Bearer ${token}` };
  const lead = (await (
    await fetch(`${baseUrl}/api/future-service-interaction?future-service-interaction-id=${leadId}`, {
      headers,
    })
  ).json()) as { serviceVehicle: { odometer: number | null } };
  const history = (await (
    await fetch(`${baseUrl}/api/virtual-service-record?future_service_interaction_id=${leadId}`, { headers })
  ).json()) as { data: { mileage: number; minder: string | null }[] };
  return { odometer: lead.serviceVehicle.odometer, history: history.data };
}
