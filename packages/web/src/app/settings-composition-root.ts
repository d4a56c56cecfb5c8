import { HttpMessagingNumbersGateway, HttpSettingsGateway, type ApiClient } from '@torque/adapters';
import type { MessagingNumbersGateway, SettingsGateway } from '@torque/domain';

/** The messaging-numbers adapter, loaded with its settings tab rather than with the lead manager. */
export function createMessagingNumbersGateway(
  client: ApiClient,
  onUnauthorized: () => void,
): MessagingNumbersGateway {
  return new HttpMessagingNumbersGateway(client, { onUnauthorized });
}

/** The settings adapter the data tabs of /settings use (mappings, data source, sync, DMS view, deliveries). */
export function createDataSettingsGateway(client: ApiClient, onUnauthorized: () => void): SettingsGateway {
  return new HttpSettingsGateway(client, { onUnauthorized });
}
