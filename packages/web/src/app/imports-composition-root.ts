import { createDataSyncClient, HttpImportGateway, type ApiClient } from '@torque/adapters';
import type { ImportGateway, SessionStore } from '@torque/domain';

/** The imports adapter, loaded with the /imports screen rather than with the lead manager. */
export function createImportGateway(
  client: ApiClient,
  onUnauthorized: () => void,
  sessionStore: SessionStore,
): ImportGateway {
  // The embedded default answers the main API and the data-sync host on the page's own origin.
  const dataSync = createDataSyncClient({ baseUrl: '', sessionStore });
  return new HttpImportGateway(
    { client, dataSync, apiBaseUrl: '', dataSyncBaseUrl: '', sessionStore },
    { onUnauthorized },
  );
}
