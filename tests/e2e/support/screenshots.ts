import type { Page } from 'playwright-core';

const SIZES = [
  [1440, 900],
  [390, 844],
] as const;

/**
 * Screenshots of what a person sees, at desktop and phone width in light and dark, to `<prefix>-<width>-
 * <scheme>.png`; the page is left at desktop width in light. `reopen` restores what a resize closes.
 */
export async function shootEveryWay(
  page: Page,
  prefix: string,
  options: { readonly reopen?: () => Promise<void>; readonly fullPage?: boolean } = {},
): Promise<void> {
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    if (options.reopen) await options.reopen();
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      // Transitions finished: a row's 120 ms background fade once left dark rows white in the picture.
      await page.screenshot({
        path: `${prefix}-${width}-${colorScheme}.png`,
        fullPage: options.fullPage ?? false,
        animations: 'disabled',
      });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1440, height: 900 });
}
