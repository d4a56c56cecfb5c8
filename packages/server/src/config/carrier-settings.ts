import { BandwidthCarrier, type BandwidthCarrierConfig } from '../carriers/bandwidth/carrier.js';
import type { CarrierFactory } from '../carriers/carrier.port.js';
import { DatabaseLoopbackLedger } from '../carriers/loopback/ledger.repository.js';
import { LoopbackCarrier } from '../carriers/loopback/carrier.js';
import { TwilioCarrier, type TwilioCarrierConfig } from '../carriers/twilio/carrier.js';
import type { Queryable } from '../db/database.js';

/**
 * Development secrets of the embedded setup (TORQUE_CARRIER=loopback, the default): the simulator
 * signs its texts with this token as Twilio would. They are used only with the loopback carrier;
 * with a real carrier the variables are required, and a webhook without its secret answers 403.
 */
export const DEV_TWILIO_AUTH_TOKEN = 'torque-dev-twilio-token';
export const DEV_BANDWIDTH_WEBHOOK_USER = 'torque-dev';
export const DEV_BANDWIDTH_WEBHOOK_PASSWORD = 'torque-dev-bandwidth-password';

export type CarrierKind = 'loopback' | 'twilio' | 'bandwidth';

/** What the webhooks check: Twilio's signing secret, Bandwidth's callback credentials, the public URL. */
export type WebhookSecrets = {
  readonly twilioAuthToken: string | null;
  readonly bandwidth: { readonly user: string; readonly password: string } | null;
  /** PUBLIC_URL: the URL Twilio signed is this plus the path; else the request's own URL. */
  readonly publicUrl: string | null;
};

export type CarrierSettings = {
  readonly kind: CarrierKind;
  readonly twilio: TwilioCarrierConfig | null;
  readonly bandwidth: BandwidthCarrierConfig | null;
  readonly webhooks: WebhookSecrets;
};

export const DEV_WEBHOOK_SECRETS: WebhookSecrets = {
  twilioAuthToken: DEV_TWILIO_AUTH_TOKEN,
  bandwidth: { user: DEV_BANDWIDTH_WEBHOOK_USER, password: DEV_BANDWIDTH_WEBHOOK_PASSWORD },
  publicUrl: null,
};

type Env = Readonly<Record<string, string | undefined>>;

function required(env: Env, name: string, kind: CarrierKind): string {
  const value = env[name];
  if (!value) throw new Error(`${name} is required with TORQUE_CARRIER=${kind}`);
  return value;
}

/** Reads TORQUE_CARRIER and the carrier's variables; throws naming what is missing. */
export function carrierSettingsFromEnv(env: Env): CarrierSettings {
  const kind = (env['TORQUE_CARRIER'] || 'loopback') as CarrierKind;
  if (!['loopback', 'twilio', 'bandwidth'].includes(kind))
    throw new Error(`TORQUE_CARRIER must be loopback, twilio or bandwidth, not '${kind}'`);
  const embedded = kind === 'loopback';
  const publicUrl = env['PUBLIC_URL'] || null;
  const twilio: TwilioCarrierConfig | null =
    kind === 'twilio'
      ? {
          accountSid: required(env, 'TWILIO_ACCOUNT_SID', kind),
          authToken: required(env, 'TWILIO_AUTH_TOKEN', kind),
          messagingServiceSid: env['TWILIO_MESSAGING_SERVICE_SID'] || undefined,
          publicUrl: publicUrl ?? undefined,
          apiBase: env['TWILIO_API_BASE'] || undefined,
        }
      : null;
  const bandwidth: BandwidthCarrierConfig | null =
    kind === 'bandwidth'
      ? {
          accountId: required(env, 'BANDWIDTH_ACCOUNT_ID', kind),
          applicationId: required(env, 'BANDWIDTH_APPLICATION_ID', kind),
          username: required(env, 'BANDWIDTH_USERNAME', kind),
          password: required(env, 'BANDWIDTH_PASSWORD', kind),
          apiBase: env['BANDWIDTH_API_BASE'] || undefined,
        }
      : null;
  const realUser = env['BANDWIDTH_WEBHOOK_USER'] || null;
  const realPassword = env['BANDWIDTH_WEBHOOK_PASSWORD'] || null;
  if (kind === 'bandwidth' && (!realUser || !realPassword))
    throw new Error(
      'BANDWIDTH_WEBHOOK_USER and BANDWIDTH_WEBHOOK_PASSWORD are required with TORQUE_CARRIER=bandwidth',
    );
  // Both or neither: half of the real pair completed with a development half would let the
  // published development credentials through.
  if (Boolean(realUser) !== Boolean(realPassword))
    throw new Error('BANDWIDTH_WEBHOOK_USER and BANDWIDTH_WEBHOOK_PASSWORD must be set together');
  const devBandwidth = embedded && !realUser;
  const bandwidthUser = devBandwidth ? DEV_BANDWIDTH_WEBHOOK_USER : realUser;
  const bandwidthPassword = devBandwidth ? DEV_BANDWIDTH_WEBHOOK_PASSWORD : realPassword;
  return {
    kind,
    twilio,
    bandwidth,
    webhooks: {
      twilioAuthToken: env['TWILIO_AUTH_TOKEN'] || (embedded ? DEV_TWILIO_AUTH_TOKEN : null),
      bandwidth:
        bandwidthUser && bandwidthPassword ? { user: bandwidthUser, password: bandwidthPassword } : null,
      publicUrl,
    },
  };
}

/** The carrier of the settings; the loopback carrier keeps its record in the database. */
export function carrierFactoryOf(settings: CarrierSettings, db: Queryable): CarrierFactory {
  if (settings.twilio) {
    const twilio = settings.twilio;
    return () => new TwilioCarrier(twilio);
  }
  if (settings.bandwidth) {
    const bandwidth = settings.bandwidth;
    return () => new BandwidthCarrier(bandwidth);
  }
  return (onDeliveryReport) =>
    new LoopbackCarrier({ onDeliveryReport, ledger: new DatabaseLoopbackLedger(db) });
}
