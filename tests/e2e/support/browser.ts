import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium; browser downloads are not possible on these machines. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** Where a failing test leaves a screenshot of what the browser showed. */
export function failureShot(testName: string): string {
  const dir = process.env.E2E_SHOTS_DIR ?? '/tmp/torque-e2e-failures';
  mkdirSync(dir, { recursive: true });
  return join(dir, `${testName.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)}.png`);
}
