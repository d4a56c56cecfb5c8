import { Button, Group } from '@mantine/core';
import { isGuest, primaryRole, userAdminRefusal, type AdminUser, type UserSession } from '@torque/domain';
import { fullName } from './user-labels';
import type { UserAction } from './ConfirmUserAction';

type Props = {
  readonly user: AdminUser;
  readonly session: UserSession;
  readonly onEdit: () => void;
  readonly onAction: (action: UserAction) => void;
};

/** Only the buttons the domain's user-admin rules would let this admin use on this user. */
export function UserRowActions({ user, session, onEdit, onAction }: Props) {
  const actor = {
    userId: session.userMasterId,
    role: primaryRole(session),
    enterpriseId: session.enterprise.id,
  };
  const subject = {
    userId: user.userMasterId,
    role: user.role,
    enterpriseId: user.enterprise.id,
    lastSignedInAt: user.lastSignedInAt,
  };
  const may = (kind: 'change' | 'block' | 'unblock' | 'delete-guest') =>
    userAdminRefusal(actor, subject, { kind }) === null;
  const name = fullName(user);
  return (
    <Group gap={6} wrap="nowrap">
      {may('change') && (
        <Button size="compact-sm" variant="light" onClick={onEdit} aria-label={`Edit ${name}`}>
          Edit
        </Button>
      )}
      {user.blocked
        ? may('unblock') && (
            <Button
              size="compact-sm"
              variant="light"
              onClick={() => onAction('unblock')}
              aria-label={`Unblock ${name}`}
            >
              Unblock
            </Button>
          )
        : may('block') && (
            <Button
              size="compact-sm"
              variant="light"
              color="red"
              onClick={() => onAction('block')}
              aria-label={`Block ${name}`}
            >
              Block
            </Button>
          )}
      {isGuest(subject) && may('delete-guest') && (
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          onClick={() => onAction('delete')}
          aria-label={`Delete ${name}`}
        >
          Delete
        </Button>
      )}
    </Group>
  );
}
