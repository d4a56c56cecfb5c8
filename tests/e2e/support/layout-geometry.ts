import type { Locator, Page } from 'playwright-core';

export type Box = { x: number; y: number; width: number; height: number };

/** Whether two boxes share any area (touching edges do not count). */
export const overlaps = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width - 0.5 &&
  b.x < a.x + a.width - 0.5 &&
  a.y < b.y + b.height - 0.5 &&
  b.y < a.y + a.height - 0.5;

export async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('the element is not rendered');
  return box;
}

/**
 * Whether the element is what a click at its centre would hit: on screen, not clipped by an
 * ancestor's overflow and not covered by anything else.
 */
export async function hitAtCentre(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const x = rect.left + rect.width / 2;
    const y = rect.top + rect.height / 2;
    if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return false;
    const hit = document.elementFromPoint(x, y);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

/** Whether the element's text is cut (an ellipsis or clipped overflow). */
export async function textIsCut(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
}

export async function viewportWidth(page: Page): Promise<number> {
  return page.evaluate(() => window.innerWidth);
}
