import {
  customerName,
  formatPhone,
  formatTranscript,
  preStatusOf,
  systemClock,
  transcriptFileName,
  type Clock,
  type TranscriptSender,
} from '@torque/domain';
import { dataScopeOf } from '../auth/data-scope.js';
import type { Principal } from '../auth/principal.js';
import type { Database } from '../db/database.js';
import type { Schemas } from '../http/contract.js';
import { badRequest, notFound } from '../http/http-error.js';
import { LeadRepository } from '../leads/lead.repository.js';
import { LEAD_NOT_FOUND } from '../leads/lead.service.js';
import { requireVisibleLead } from '../leads/lead-access.js';
import { LeadCallsRepository } from '../leads/lead-calls.repository.js';
import { isoTimestamp, type MessageRow } from './message.mapper.js';
import { MessageRepository } from './message.repository.js';
import { ConversationCallsRepository } from './conversation-calls.repository.js';

/** What a transcript shows: neither archived messages nor internal notes, whatever the role may see. */
const TRANSCRIPT_VISIBILITY = { archived: false, internalNotes: false } as const;

export const VIN_INVALID = 'A VIN is 17 letters and digits (no I, O or Q).';
export const YEAR_INVALID = 'The model year must be between 1950 and 2100.';
export const NO_VEHICLE_DETAILS = 'Give at least one vehicle detail: make, model, year, mileage or VIN.';

export type Transcript = { readonly fileName: string; readonly text: string };

/** Pre-status, the transcript download and inbound vehicle details (issue 14). */
export class ConversationCallsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock = systemClock,
  ) {}

  async preStatus(principal: Principal, fsiId: number): Promise<Schemas['PreStatus']> {
    await requireVisibleLead(this.db, principal, fsiId);
    const lead = await new LeadCallsRepository(this.db).facts(fsiId);
    if (!lead) throw notFound(LEAD_NOT_FOUND);
    const status = preStatusOf({
      conversationInitiated: lead.conversation_initiated,
      conversationClosed: lead.conversation_closed,
      archived: lead.archived,
    });
    return { futureServiceInteractionId: fsiId, status, stage: lead.stage };
  }

  /** The customer-facing conversation as plain text, times in the store's office zone. */
  async transcript(principal: Principal, fsiId: number): Promise<Transcript> {
    const scope = dataScopeOf(principal);
    const lead = await new LeadRepository(this.db).findById(fsiId, scope, TRANSCRIPT_VISIBILITY);
    if (!lead) throw notFound(LEAD_NOT_FOUND);
    const rows = await new MessageRepository(this.db).history(fsiId, TRANSCRIPT_VISIBILITY, scope);
    const assistants = await this.assistantNames(lead.storeMaster.id);
    const customer = customerName(lead);
    const sender = (row: MessageRow): TranscriptSender => {
      if (row.direction === 'RECEIVED') return { kind: 'customer', name: customer };
      const name = row.message_sent_by ?? row.from_name;
      return name === null || assistants.has(name)
        ? { kind: 'assistant', name: name ?? 'Assistant' }
        : { kind: 'staff', name };
    };
    const vehicle = lead.serviceVehicle;
    const text = formatTranscript({
      customerName: customer,
      customerPhone: formatPhone(lead.customerMaster.cellular),
      storeName: lead.storeMaster.store_name,
      zone: lead.storeMaster.officeMasterVO.officeTimeZone,
      vehicle: `${vehicle.year} ${vehicle.make} ${vehicle.model}`,
      now: this.clock.now(),
      messages: rows.map((row) => ({
        at: isoTimestamp(row.created_on),
        sender: sender(row),
        channel: row.message_type,
        subject: row.subject,
        text: row.content,
      })),
    });
    return { fileName: transcriptFileName(customer, fsiId), text };
  }

  /** Vehicle details the customer gave in an inbound conversation, written to the lead's vehicle. */
  async saveInboundVehicleDetails(principal: Principal, details: Schemas['InboundVehicleDetails']) {
    const fsiId = details.future_service_interaction_id;
    await requireVisibleLead(this.db, principal, fsiId);
    const vin = details.vin?.trim().toUpperCase();
    if (vin !== undefined && !/^[A-HJ-NPR-Z0-9]{17}$/.test(vin)) throw badRequest(VIN_INVALID);
    if (details.year !== undefined && (details.year < 1950 || details.year > 2100))
      throw badRequest(YEAR_INVALID);
    const make = details.make?.trim() || undefined;
    const model = details.model?.trim() || undefined;
    if ([make, model, details.year, details.mileage, vin].every((value) => value === undefined))
      throw badRequest(NO_VEHICLE_DETAILS);
    await new ConversationCallsRepository(this.db).saveVehicleDetails(fsiId, {
      make: make ?? null,
      model: model ?? null,
      year: details.year ?? null,
      mileage: details.mileage ?? null,
      vin: vin ?? null,
    });
    return { message: 'Vehicle details saved' };
  }

  private assistantNames(storeId: number): Promise<Set<string>> {
    return new ConversationCallsRepository(this.db).assistantNames(storeId);
  }
}
