import { HttpMailingListGateway, type ApiClient } from '@torque/adapters';
import type { MailingListGateway } from '@torque/domain';

/** The mailing-list adapter, loaded with the mailing lists screen rather than with the lead manager. */
export function createMailingListGateway(client: ApiClient, onUnauthorized: () => void): MailingListGateway {
  return new HttpMailingListGateway(client, { onUnauthorized });
}
