import type { Clock } from '@torque/domain';
import { dataScopeOf } from '../auth/data-scope.js';
import type { Principal } from '../auth/principal.js';
import type { Database } from '../db/database.js';
import { badRequest } from '../http/http-error.js';
import { DataSyncScopeRepository } from './data-sync-scope.repository.js';
import { requireEnterprise, requireImportRole } from './data-sync-scope.js';
import { EmailAlertRepository, type PendingAlertCounts } from './email-alert.repository.js';

export const RECIPIENTS_REQUIRED = 'Add at least one recipient.';
export const INVALID_RECIPIENT = (address: string): string => `Not an e-mail address: ${address}`;
export const TOO_MANY_RECIPIENTS = 'Send an alert to at most 50 recipients at once.';
export const EMAIL_ALERT_SUBJECT = 'Recall and alert records awaiting review';

export type EmailAlertRequest = {
  readonly enterpriseId?: number | undefined;
  readonly storeIds?: readonly number[] | undefined;
  readonly serviceTypes?: readonly string[] | undefined;
  readonly recipients?: readonly string[] | undefined;
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The summary's text: one line per store with its recall, HEA and FEA records not yet approved or rejected. */
export function alertSummary(counts: readonly PendingAlertCounts[]): string {
  const lines = counts.map(
    (store) => `${store.storeName}: ${store.recall} recall, ${store.hea} HEA, ${store.fea} FEA`,
  );
  return ['Records awaiting review (not yet approved or rejected), by store:', ...lines].join('\n');
}

/**
 * send-all-email-alerts: the alert summary to each recipient. The outbox sends the e-mail of customer
 * conversations (a message of a lead), which a staff summary is not, so each alert e-mail is recorded
 * in email_alert (who, to whom, when, what) as sent.
 */
export class EmailAlertService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async sendAll(principal: Principal, request: EmailAlertRequest): Promise<{ message: string }> {
    requireImportRole(principal);
    const recipients = [
      ...new Set((request.recipients ?? []).map((address) => address.trim().toLowerCase())),
    ];
    if (recipients.length === 0) throw badRequest(RECIPIENTS_REQUIRED);
    if (recipients.length > 50) throw badRequest(TOO_MANY_RECIPIENTS);
    const wrong = recipients.find((address) => !EMAIL.test(address));
    if (wrong !== undefined) throw badRequest(INVALID_RECIPIENT(wrong));
    const enterpriseId = request.enterpriseId ?? principal.enterpriseId;
    await requireEnterprise(new DataSyncScopeRepository(this.db), principal, enterpriseId);
    const scope = dataScopeOf(principal);
    const storeIds = scope.kind === 'store' ? [scope.storeId] : [...(request.storeIds ?? [])];
    const alerts = new EmailAlertRepository(this.db);
    const counts = await alerts.pendingCounts(enterpriseId, storeIds);
    await alerts.record({
      enterpriseId,
      sentBy: principal.userId,
      recipients,
      subject: EMAIL_ALERT_SUBJECT,
      body: alertSummary(counts),
      storeIds: counts.map((store) => store.storeId),
      serviceTypes: request.serviceTypes ?? [],
      sentOn: this.clock.now(),
    });
    return {
      message: `E-mail alerts sent to ${recipients.length} ${recipients.length === 1 ? 'recipient' : 'recipients'}.`,
    };
  }
}
