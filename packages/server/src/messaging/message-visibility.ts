import { canSeeArchivedMessages, canSeeInternalNotes, type Role } from '@torque/domain';

/** Which hidden kinds of message a role may read (spec 1 §6, decided by the domain rules). */
export type MessageVisibility = { readonly archived: boolean; readonly internalNotes: boolean };

export const messageVisibilityFor = (role: Role): MessageVisibility => ({
  archived: canSeeArchivedMessages(role),
  internalNotes: canSeeInternalNotes(role),
});
