import { canSeeArchivedMessages, canSeeInternalNotes, type MessageInstance, type Role } from '@torque/domain';

/**
 * Spec 1 §6: archived messages only for SUPER_DATA_ADMIN, internal notes only for
 * SUPER_DATA_ADMIN and SUPER_USER. The server already filters; this keeps the screen honest too.
 */
export function visibleMessages(
  messages: readonly MessageInstance[],
  role: Role,
): readonly MessageInstance[] {
  const notes = canSeeInternalNotes(role);
  const archived = canSeeArchivedMessages(role);
  return messages.filter(
    (message) => (notes || message.messageType !== 'INTERNAL_NOTES') && (archived || !message.archived),
  );
}
