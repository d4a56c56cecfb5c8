import type {
  DealRoomInvitation,
  DealRoomInvitationGateway,
  DealRoomInvitationLink,
} from '../conversation/deal-room-invitation-gateway.port.js';
import type { AppError } from '../errors/app-error.js';
import type { LeadId } from '../leads/lead.schema.js';
import { ok, type Result } from '../shared/result.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deal-room invitations in memory: one live link per lead, a counter for its token. */
export class InMemoryDealRoomInvitationGateway implements DealRoomInvitationGateway {
  readonly #live = new Map<LeadId, DealRoomInvitation>();
  #minted = 0;

  constructor(
    private readonly userMasterId = 1,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async current(leadId: LeadId): Promise<Result<DealRoomInvitation | null, AppError>> {
    return ok(this.#live.get(leadId) ?? null);
  }

  async invite(leadId: LeadId): Promise<Result<DealRoomInvitationLink, AppError>> {
    this.#minted += 1;
    const createdAt = this.now();
    const invitation: DealRoomInvitation = {
      futureServiceInteractionId: leadId,
      userMasterId: this.userMasterId,
      createdAt: createdAt.toISOString(),
      expiresAt: new Date(createdAt.getTime() + 14 * DAY_MS).toISOString(),
    };
    this.#live.set(leadId, invitation);
    const token = `test-token-${this.#minted}`;
    return ok({
      invitation,
      url: `/service/landing?futureServiceInteractionId=${leadId}&userMasterId=${this.userMasterId}&token=${token}`,
    });
  }

  async revoke(leadId: LeadId): Promise<Result<void, AppError>> {
    this.#live.delete(leadId);
    return ok(undefined);
  }
}
