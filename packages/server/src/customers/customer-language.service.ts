import {
  canEditCustomers,
  CUSTOMER_LANGUAGE_LABELS,
  type CustomerLanguage,
  type Clock,
} from '@torque/domain';
import { principalName, type Principal } from '../auth/principal.js';
import { requireRole } from '../auth/role-rules.js';
import type { Database } from '../db/database.js';
import type { Schemas } from '../http/contract.js';
import { appendStaffNote } from '../messaging/staff-note.js';
import { CustomerLanguageRepository } from './customer-language.repository.js';
import { toCustomer } from './customer.repository.js';
import type { CustomerService } from './customer.service.js';

/** The note a language change leaves in the conversation, so staff see why the texts changed language. */
export const languageSetByStaff = (language: CustomerLanguage, by: string): string =>
  `Language set to ${CUSTOMER_LANGUAGE_LABELS[language]} by ${by}: the assistant texts this customer in ${CUSTOMER_LANGUAGE_LABELS[language]}.`;

/**
 * Staff set the language the assistant texts a customer in (issue 31): every role that edits
 * customers, for a customer in their scope and of the path's BOC (else 404, as the customer calls).
 */
export class CustomerLanguageService {
  constructor(
    private readonly db: Database,
    private readonly customers: CustomerService,
    private readonly clock: Clock,
  ) {}

  async set(
    principal: Principal,
    bocId: number,
    change: Schemas['CustomerLanguageChange'],
  ): Promise<Schemas['Customer']> {
    requireRole(principal, canEditCustomers);
    const current = await this.customers.customer(principal, change.customerId, bocId);
    if ((current.preferred_language ?? 'en') !== change.language)
      await this.db.transaction(async (tx) => {
        const languages = new CustomerLanguageRepository(tx);
        await languages.set(current.id, change.language);
        const leadId = await languages.noteLead(current.id, change.futureServiceInteractionId);
        if (leadId !== null)
          await appendStaffNote(
            tx,
            principal,
            leadId,
            {
              content: languageSetByStaff(change.language, principalName(principal)),
              notificationType: 'INTERNAL_NOTIFICATION',
              responseReqd: false,
            },
            this.clock.now(),
          );
      });
    return toCustomer(await this.customers.customer(principal, current.id));
  }
}
