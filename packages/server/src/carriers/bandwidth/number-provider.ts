import type {
  ChatCredentials,
  ChatCredentialsTestResponse,
  PhoneNumber,
  SmsConfiguration,
  SmsConfigurationValidation,
  SmsProvider,
} from '@torque/domain';
import { basicAuth } from '../carrier-http.js';
import { NumberProviderRefused, type NumberProvider, type NumberPurchase } from '../number-provider.port.js';
import { providerRequest, throwIfProviderDown } from '../provider-http.js';
import { checkTwilioChat } from '../twilio-chat-check.js';
import type { BandwidthCarrierConfig } from './carrier.js';

export type BandwidthNumbersConfig = BandwidthCarrierConfig & {
  /** The Bandwidth site (sub-account) new numbers are ordered into (BANDWIDTH_SITE_ID). */
  readonly siteId: string | null;
  /** https://dashboard.bandwidth.com/api unless a test points it at a local fake. */
  readonly dashboardBase?: string | undefined;
};

/** The text of every <name>...</name> of an XML answer (Bandwidth's Dashboard API answers in XML). */
const elements = (xml: string, name: string): string[] =>
  [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map((m) => m[1]!.trim());

const e164 = (tenDigits: string): string =>
  tenDigits.startsWith('+') ? tenDigits : `+1${tenDigits.slice(-10)}`;

/**
 * Bandwidth's Dashboard API with the installation's account: availableNumbers to search an area code,
 * orders to buy one into the configured site, and the account itself to check settings typed in.
 */
export class BandwidthNumberProvider implements NumberProvider {
  readonly seller = 'bandwidth' as const;
  readonly #base: string;

  constructor(private readonly config: BandwidthNumbersConfig) {
    this.#base = (config.dashboardBase ?? 'https://dashboard.bandwidth.com/api').replace(/\/$/, '');
  }

  sells(provider: SmsProvider): boolean {
    return provider === 'BANDWIDTH';
  }

  async search(areaCode: string, count: number, taken: ReadonlySet<string>): Promise<readonly PhoneNumber[]> {
    const query = new URLSearchParams({ areaCode, quantity: String(count) });
    const answer = await providerRequest(
      `${this.#account(this.config.accountId)}/availableNumbers?${query}`,
      {
        headers: { authorization: this.#auth() },
      },
    );
    throwIfProviderDown(answer, 'Bandwidth');
    if (answer.status !== 200)
      throw new NumberProviderRefused(`Bandwidth refused the search (${answer.status})`);
    return elements(answer.body, 'TelephoneNumber')
      .map(e164)
      .filter((phoneNumber) => !taken.has(phoneNumber))
      .slice(0, count)
      .map((phoneNumber) => ({ phoneNumber, friendlyName: null, locality: null, region: null }));
  }

  async buy(phoneNumber: string): Promise<NumberPurchase> {
    if (!this.config.siteId)
      throw new NumberProviderRefused('Set BANDWIDTH_SITE_ID to order numbers from Bandwidth');
    const xml =
      `<Order><SiteId>${this.config.siteId}</SiteId><ExistingTelephoneNumberOrderType><TelephoneNumberList>` +
      `<TelephoneNumber>${phoneNumber.replace(/^\+1/, '')}</TelephoneNumber>` +
      `</TelephoneNumberList></ExistingTelephoneNumberOrderType></Order>`;
    const answer = await providerRequest(`${this.#account(this.config.accountId)}/orders`, {
      method: 'POST',
      headers: { authorization: this.#auth(), 'content-type': 'application/xml' },
      body: xml,
    });
    throwIfProviderDown(answer, 'Bandwidth');
    if (answer.status !== 201 && answer.status !== 200)
      throw new NumberProviderRefused(
        elements(answer.body, 'Description')[0] ?? `Bandwidth refused the order (${answer.status})`,
      );
    return {
      orderId: elements(answer.body, 'id')[0] ?? `bandwidth-${phoneNumber}`,
      status: elements(answer.body, 'OrderStatus')[0] ?? 'RECEIVED',
    };
  }

  async verifySmsConfiguration(
    provider: 'TWILIO' | 'BANDWIDTH',
    configuration: SmsConfiguration,
  ): Promise<SmsConfigurationValidation> {
    if (provider !== 'BANDWIDTH')
      return { valid: false, message: 'This installation sends through Bandwidth' };
    const answer = await providerRequest(this.#account(configuration.accountId!), {
      headers: { authorization: basicAuth(configuration.username!, configuration.password!) },
    });
    throwIfProviderDown(answer, 'Bandwidth');
    return answer.status === 200
      ? { valid: true, message: 'Bandwidth accepted these credentials' }
      : { valid: false, message: `Bandwidth did not accept these credentials (${answer.status})` };
  }

  /** Chat runs on Twilio whichever carrier sends texts. */
  testChatCredentials(credentials: ChatCredentials): Promise<ChatCredentialsTestResponse> {
    return checkTwilioChat(credentials);
  }

  #account(accountId: string): string {
    return `${this.#base}/accounts/${encodeURIComponent(accountId)}`;
  }

  #auth(): string {
    return basicAuth(this.config.username, this.config.password);
  }
}
