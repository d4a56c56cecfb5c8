import { isShownOnCallInvite } from '@torque/domain';
import { dataScopeOf } from '../auth/data-scope.js';
import type { Principal } from '../auth/principal.js';
import { AssistantRepository } from '../assistants/assistant.repository.js';
import { UserRepository } from '../auth/user.repository.js';
import type { Queryable } from '../db/database.js';
import type { Schemas } from '../http/contract.js';
import { notFound } from '../http/http-error.js';
import { LeadRepository } from '../leads/lead.repository.js';
import { toMessageInstance } from '../messaging/message.mapper.js';
import { MessageRepository } from '../messaging/message.repository.js';

export const INVITE_NOT_FOUND = 'Invitation not found.';

export type PublicInvite = { readonly futureServiceInteractionId: number; readonly userMasterId: number };

/** What the public page may see: never internal notes, never archived messages. */
const CUSTOMER_VISIBILITY = { archived: false, internalNotes: false } as const;

type InvitingUser = Pick<Principal, 'role' | 'enterpriseId' | 'storeId'>;

/**
 * The public deal room and call invite page (spec 1 §2, §7; no auth header). A link names a lead and
 * the user who sent it: it opens only when that user exists and the lead is inside the user's data
 * scope; anything else is a 404 that says nothing about which part was wrong.
 */
export class PublicDealRoomService {
  constructor(private readonly db: Queryable) {}

  async lead(invite: PublicInvite): Promise<Schemas['Lead']> {
    const user = await this.invitingUser(invite);
    const lead = await new LeadRepository(this.db).findById(
      invite.futureServiceInteractionId,
      dataScopeOf(user as Principal),
      CUSTOMER_VISIBILITY,
    );
    if (!lead) throw notFound(INVITE_NOT_FOUND);
    return lead;
  }

  async history(invite: PublicInvite): Promise<Schemas['MessagePage']> {
    const lead = await this.lead(invite);
    const rows = await new MessageRepository(this.db).history(lead.id, CUSTOMER_VISIBILITY);
    const data = rows.map(toMessageInstance).filter(isShownOnCallInvite);
    return { data, response: 'Success', total: data.length, size: data.length, page: 0 };
  }

  /** The assistant who texts this lead: sales leads the Sales division's, the rest the Service one's. */
  async assistants(invite: PublicInvite): Promise<Schemas['AssistantPage']> {
    const lead = await this.lead(invite);
    const divisionId = lead.plannedServiceType.startsWith('SALES') ? 'DIV001' : 'DIV004';
    const data = await new AssistantRepository(this.db).list(
      { bocId: lead.bocMaster.id, storeId: lead.storeMaster.id, divisionId },
      { kind: 'all' },
    );
    return { data, response: 'Success', total: data.length, size: data.length, page: 0 };
  }

  private async invitingUser(invite: PublicInvite): Promise<InvitingUser> {
    const user = await new UserRepository(this.db).placeOf(invite.userMasterId);
    if (!user) throw notFound(INVITE_NOT_FOUND);
    return user;
  }
}
