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
import { jsonOf, providerRequest, throwIfProviderDown } from '../provider-http.js';
import { checkTwilioChat } from '../twilio-chat-check.js';
import type { TwilioCarrierConfig } from './carrier.js';

type AvailableNumber = {
  phone_number?: unknown;
  friendly_name?: unknown;
  locality?: unknown;
  region?: unknown;
};
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * Twilio's phone-number APIs with the installation's account: AvailablePhoneNumbers to search an area
 * code, IncomingPhoneNumbers to buy (texts to the number are sent to /webhooks/twilio/sms when
 * PUBLIC_URL is set), and the account itself to check settings someone types in.
 */
export class TwilioNumberProvider implements NumberProvider {
  readonly seller = 'twilio' as const;
  readonly #account: string;
  readonly #base: string;

  constructor(private readonly config: TwilioCarrierConfig) {
    this.#base = (config.apiBase ?? 'https://api.twilio.com').replace(/\/$/, '');
    this.#account = `${this.#base}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}`;
  }

  sells(provider: SmsProvider): boolean {
    return provider === 'TWILIO';
  }

  async search(areaCode: string, count: number, taken: ReadonlySet<string>): Promise<readonly PhoneNumber[]> {
    const query = new URLSearchParams({ AreaCode: areaCode, SmsEnabled: 'true', PageSize: String(count) });
    const answer = await providerRequest(`${this.#account}/AvailablePhoneNumbers/US/Local.json?${query}`, {
      headers: { authorization: this.#auth() },
    });
    throwIfProviderDown(answer, 'Twilio');
    if (answer.status !== 200)
      throw new NumberProviderRefused(`Twilio refused the search (${answer.status})`);
    const found = jsonOf(answer.body)['available_phone_numbers'];
    return (Array.isArray(found) ? (found as AvailableNumber[]) : [])
      .map((n) => ({
        phoneNumber: text(n.phone_number) ?? '',
        friendlyName: text(n.friendly_name),
        locality: text(n.locality),
        region: text(n.region),
      }))
      .filter((n) => n.phoneNumber !== '' && !taken.has(n.phoneNumber))
      .slice(0, count);
  }

  async buy(phoneNumber: string): Promise<NumberPurchase> {
    const form = new URLSearchParams({ PhoneNumber: phoneNumber });
    if (this.config.publicUrl) {
      const base = this.config.publicUrl.replace(/\/$/, '');
      form.set('SmsUrl', `${base}/webhooks/twilio/sms`);
      form.set('SmsMethod', 'POST');
    }
    const answer = await providerRequest(`${this.#account}/IncomingPhoneNumbers.json`, {
      method: 'POST',
      headers: { authorization: this.#auth(), 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    throwIfProviderDown(answer, 'Twilio');
    const body = jsonOf(answer.body);
    if (answer.status !== 201 && answer.status !== 200)
      throw new NumberProviderRefused(
        text(body['message']) ?? `Twilio refused the purchase (${answer.status})`,
      );
    return { orderId: text(body['sid']) ?? `twilio-${phoneNumber}`, status: 'COMPLETE' };
  }

  async verifySmsConfiguration(
    provider: 'TWILIO' | 'BANDWIDTH',
    configuration: SmsConfiguration,
  ): Promise<SmsConfigurationValidation> {
    if (provider !== 'TWILIO') return { valid: false, message: 'This installation sends through Twilio' };
    const answer = await providerRequest(
      `${this.#base}/2010-04-01/Accounts/${encodeURIComponent(configuration.accountSid!)}.json`,
      { headers: { authorization: basicAuth(configuration.accountSid!, configuration.authToken!) } },
    );
    throwIfProviderDown(answer, 'Twilio');
    return answer.status === 200
      ? { valid: true, message: 'Twilio accepted these credentials' }
      : { valid: false, message: `Twilio did not accept these credentials (${answer.status})` };
  }

  testChatCredentials(credentials: ChatCredentials): Promise<ChatCredentialsTestResponse> {
    return checkTwilioChat(credentials, {
      api: this.#base,
      conversations: this.config.apiBase ? this.#base : 'https://conversations.twilio.com',
    });
  }

  #auth(): string {
    return basicAuth(this.config.accountSid, this.config.authToken);
  }
}
