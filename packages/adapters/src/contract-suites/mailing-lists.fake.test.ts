import { LIST_SHOULD_START_WITH } from '@torque/domain';
import { InMemoryMailingListGateway } from '@torque/domain/testing';
import { describe, expect, it } from 'vitest';
import { mailingListsContract } from './mailing-lists.suite.js';

mailingListsContract(() => {
  const server = new InMemoryMailingListGateway();
  return { gateway: server, server };
});

// Off the contract (the code pattern ^LIST-), so only the fake meets it; the HTTP test covers the wording.
describe('InMemoryMailingListGateway', () => {
  it("refuses a code without LIST- as 'List Should Start With LIST-'", async () => {
    const refused = await new InMemoryMailingListGateway().create(1, 'SERVICE');
    expect(refused.ok ? undefined : refused.error).toMatchObject({
      message: LIST_SHOULD_START_WITH,
      status: 400,
    });
  });
});
