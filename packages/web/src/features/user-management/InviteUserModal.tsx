import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { grantableRoles, primaryRole, roleNeedsStore, type UserInvitation } from '@torque/domain';
import { useState } from 'react';
import { useServices } from '../../services/services-context';
import { useSignedInSession } from '../../services/session-context';
import { useStoreTimeZone } from '../../services/store-time-zone';
import { showFailure } from '../../ui/notices';
import { formatLabelledTime } from '../../ui/time';
import { fullName } from './user-labels';
import { UserFields, type UserFieldValues } from './UserFields';
import type { StoreOption } from './useStoreOptions';

const EMPTY: UserFieldValues = {
  email: '',
  firstName: '',
  lastName: '',
  role: null,
  storeId: null,
  divisionId: 'DIV004',
};

type Props = {
  readonly opened: boolean;
  readonly stores: readonly StoreOption[];
  readonly onClose: () => void;
  readonly onInvited: () => void;
};

/**
 * Invite a user: the account exists at once and the admin gets a one-time link to pass on, with
 * which the new user sets their password. The link is shown here once and nowhere else.
 */
export function InviteUserModal({ opened, stores, onClose, onInvited }: Props) {
  const { userAdmin } = useServices();
  const session = useSignedInSession();
  const zone = useStoreTimeZone();
  const [values, setValues] = useState<UserFieldValues>(EMPTY);
  const [sending, setSending] = useState(false);
  const [invitation, setInvitation] = useState<UserInvitation | null>(null);
  const close = () => {
    setValues(EMPTY);
    setInvitation(null);
    onClose();
  };
  const role = values.role;
  const complete =
    values.email.trim() !== '' &&
    values.firstName.trim() !== '' &&
    values.lastName.trim() !== '' &&
    role !== null &&
    (!roleNeedsStore(role) || values.storeId !== null);

  const send = async () => {
    if (!role) return;
    setSending(true);
    const answer = await userAdmin.invite({
      email: values.email.trim(),
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      role,
      divisionId: values.divisionId,
      ...(roleNeedsStore(role) && values.storeId ? { storeId: Number(values.storeId) } : {}),
    });
    setSending(false);
    if (!answer.ok) return showFailure(answer.error);
    setInvitation(answer.value);
    onInvited();
  };

  const link = invitation ? `${window.location.origin}${invitation.setPasswordPath}` : '';
  return (
    <Modal opened={opened} onClose={close} title="Invite a user" size="lg">
      {invitation ? (
        <Stack>
          <Alert color="green" title={`${fullName(invitation.user)} is invited`}>
            Pass this link on to them. It works once, until {formatLabelledTime(invitation.expiresAt, zone)},
            and is not shown again. With it they choose a password and can then sign in.
          </Alert>
          <Code
            block
            style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
            aria-label="Set-password link"
          >
            {link}
          </Code>
          <Group justify="flex-end">
            <CopyButton value={link}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy}>
                  {copied ? 'Copied' : 'Copy link'}
                </Button>
              )}
            </CopyButton>
            <Button onClick={close}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <Stack>
          <Text size="sm" c="dimmed">
            The user is a guest until they first sign in.
          </Text>
          <UserFields
            values={values}
            onChange={setValues}
            roles={grantableRoles(primaryRole(session))}
            stores={stores}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button onClick={() => void send()} disabled={!complete} loading={sending}>
              Invite
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
