import { dataScopeOf } from '../auth/data-scope.js';
import type { Principal } from '../auth/principal.js';
import type { Queryable } from '../db/database.js';
import { notFound } from '../http/http-error.js';
import { MessageRepository } from '../messaging/message.repository.js';
import { LeadRepository } from './lead.repository.js';
import { LEAD_NOT_FOUND } from './lead.service.js';

/** A lead outside the user's scope is reported exactly like a missing one. */
export async function requireVisibleLead(db: Queryable, principal: Principal, fsiId: number): Promise<void> {
  if (!(await new LeadRepository(db).isVisible(fsiId, dataScopeOf(principal))))
    throw notFound(LEAD_NOT_FOUND);
}

/** The lead of a message, when the message exists and its lead is in the user's scope. */
export async function requireVisibleMessageLead(
  db: Queryable,
  principal: Principal,
  messageId: number,
): Promise<number> {
  const fsiId = await new MessageRepository(db).leadOf(messageId);
  if (fsiId === null) throw notFound('Message not found.');
  await requireVisibleLead(db, principal, fsiId);
  return fsiId;
}
