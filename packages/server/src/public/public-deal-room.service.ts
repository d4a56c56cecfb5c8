import { isShownOnCallInvite, systemClock, type Clock } from '@torque/domain';
import { dataScopeOf } from '../auth/data-scope.js';
import type { Principal } from '../auth/principal.js';
import { AssistantRepository } from '../assistants/assistant.repository.js';
import { UserRepository } from '../auth/user.repository.js';
import type { Queryable } from '../db/database.js';
import { invitationTokenHash } from '../deal-room/deal-room-invitation-token.js';
import { DealRoomInvitationRepository } from '../deal-room/deal-room-invitation.repository.js';
import type { Schemas } from '../http/contract.js';
import { notFound } from '../http/http-error.js';
import { LeadRepository } from '../leads/lead.repository.js';
import { toMessageInstance } from '../messaging/message.mapper.js';
import { MessageRepository } from '../messaging/message.repository.js';

/** One answer for every link that does not open: it says nothing about which part was wrong. */
export const LINK_NO_LONGER_VALID = 'This link is no longer valid.';

export type PublicInvite = {
  readonly futureServiceInteractionId: number;
  readonly userMasterId: number;
  readonly token: string;
};

/** What the public page may see: never internal notes, never archived messages. */
const CUSTOMER_VISIBILITY = { archived: false, internalNotes: false } as const;

const sameInstant = (value: Date | string) => new Date(value).getTime();

/**
 * The public deal room and call invite page (spec 1 §2, §7; no auth header). The link's token is
 * the authority (issue 13 finding 1): it must be an invitation staff made for this lead and user,
 * not revoked and not expired, and the lead must still be inside the inviting user's data scope.
 * Anything else is the same 404. The customer sees only customer-facing messages.
 */
export class PublicDealRoomService {
  constructor(
    private readonly db: Queryable,
    private readonly clock: Clock = systemClock,
  ) {}

  async lead(invite: PublicInvite): Promise<Schemas['Lead']> {
    const user = await this.invitingUser(invite);
    const lead = await new LeadRepository(this.db).findById(
      invite.futureServiceInteractionId,
      dataScopeOf(user as Principal),
      CUSTOMER_VISIBILITY,
    );
    if (!lead) throw notFound(LINK_NO_LONGER_VALID);
    return customerView(lead);
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

  private async invitingUser(
    invite: PublicInvite,
  ): Promise<Pick<Principal, 'role' | 'enterpriseId' | 'storeId'>> {
    const invitation = await new DealRoomInvitationRepository(this.db).findByTokenHash(
      invitationTokenHash(invite.token),
    );
    const opens =
      invitation !== null &&
      invitation.fsi_id === invite.futureServiceInteractionId &&
      invitation.invited_by === invite.userMasterId &&
      invitation.revoked_at === null &&
      sameInstant(invitation.expires_at) > this.clock.now().getTime();
    if (!opens) throw notFound(LINK_NO_LONGER_VALID);
    const user = await new UserRepository(this.db).placeOf(invite.userMasterId);
    if (!user) throw notFound(LINK_NO_LONGER_VALID);
    return user;
  }
}

/** The lead as its customer may see it: no staff marks or insight, no staff-only latest message. */
function customerView(lead: Schemas['Lead']): Schemas['Lead'] {
  const latest = lead.latestMessage && isShownOnCallInvite(lead.latestMessage) ? lead.latestMessage : null;
  return {
    ...lead,
    responseInsight: null,
    futureServiceInteractionMarks: [],
    customerMarks: [],
    serviceVehicleMarks: [],
    latestMessage: latest,
    lastMessageId: latest?.id ?? null,
  };
}
