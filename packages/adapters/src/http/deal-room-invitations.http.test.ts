import { InMemoryDealRoomInvitationGateway, leadId } from '@torque/domain/testing';
import { afterEach, describe, expect, it } from 'vitest';
import {
  acknowledgement,
  answer,
  createFakeServer,
  id,
  type FakeServer,
} from '../contract-suites/fake-server.js';
import { HttpDealRoomInvitationGateway } from './deal-room-invitations.http.js';

// Issue 13 finding 1: the staff calls that mint, show and revoke a lead's deal-room link, against openapi/.
let current: FakeServer | undefined;
const FSI = 'future-service-interaction-id';

function subject() {
  const server = new InMemoryDealRoomInvitationGateway(42);
  current = createFakeServer({
    getDealRoomInvitation: async ({ query }) =>
      answer(await server.current(id(query[FSI])), (invitation) => ({ invitation })),
    createDealRoomInvitation: async ({ query }) => answer(await server.invite(id(query[FSI]))),
    revokeDealRoomInvitation: async ({ query }) => acknowledgement(await server.revoke(id(query[FSI]))),
  });
  return new HttpDealRoomInvitationGateway(current.api);
}

afterEach(() => {
  expect(current?.violations ?? []).toEqual([]);
  current = undefined;
});

describe('HttpDealRoomInvitationGateway', () => {
  it('mints a link, shows the live invitation, and revokes it', async () => {
    const gateway = subject();
    const lead = leadId(101);
    expect(await gateway.current(lead)).toEqual({ ok: true, value: null });
    const made = await gateway.invite(lead);
    expect(made.ok && made.value.url).toMatch(
      /^\/service\/landing\?futureServiceInteractionId=101&userMasterId=42&token=/,
    );
    const live = await gateway.current(lead);
    expect(live.ok && live.value).toMatchObject({ futureServiceInteractionId: 101, userMasterId: 42 });
    expect(await gateway.revoke(lead)).toEqual({ ok: true, value: undefined });
    expect(await gateway.current(lead)).toEqual({ ok: true, value: null });
    expect(current?.calls.map((call) => call.operationId)).toEqual([
      'getDealRoomInvitation',
      'createDealRoomInvitation',
      'getDealRoomInvitation',
      'revokeDealRoomInvitation',
      'getDealRoomInvitation',
    ]);
  });
});
