import type { CarrierSettings } from '../config/carrier-settings.js';
import { BandwidthNumberProvider } from './bandwidth/number-provider.js';
import type { NumberProvider } from './number-provider.port.js';
import { SimulatedNumberProvider } from './simulated-number-provider.js';
import { TwilioNumberProvider } from './twilio/number-provider.js';

/**
 * The number provider of the configured carrier: Twilio's or Bandwidth's APIs with the installation's
 * account, else the simulated provider of the embedded setup. BANDWIDTH_SITE_ID names the site new
 * Bandwidth numbers are ordered into; BANDWIDTH_DASHBOARD_API_BASE points at a test fake.
 */
export function numberProviderOf(
  settings: CarrierSettings,
  env: Readonly<Record<string, string | undefined>>,
): NumberProvider {
  if (settings.twilio) return new TwilioNumberProvider(settings.twilio);
  if (settings.bandwidth)
    return new BandwidthNumberProvider({
      ...settings.bandwidth,
      siteId: env['BANDWIDTH_SITE_ID'] || null,
      dashboardBase: env['BANDWIDTH_DASHBOARD_API_BASE'] || undefined,
    });
  return new SimulatedNumberProvider();
}
