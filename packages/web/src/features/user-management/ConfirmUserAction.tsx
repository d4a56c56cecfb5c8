import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notice, type AdminUser } from '@torque/domain';
import { useState } from 'react';
import { useServices } from '../../services/services-context';
import { showFailure, showNotice } from '../../ui/notices';
import { fullName } from './user-labels';

export type UserAction = 'block' | 'unblock' | 'delete';

const WORDS: Readonly<Record<UserAction, { title: string; says: string; button: string; color: string }>> = {
  block: {
    title: 'Block',
    says: 'Their open sessions end now and they cannot sign in.',
    button: 'Block',
    color: 'red',
  },
  unblock: { title: 'Unblock', says: 'They can sign in again.', button: 'Unblock', color: 'blue' },
  delete: {
    title: 'Delete guest',
    says: 'They have never signed in. Their account is deleted and their set-password link stops working.',
    button: 'Delete',
    color: 'red',
  },
};

type Props = {
  readonly user: AdminUser;
  readonly action: UserAction;
  readonly onClose: () => void;
  readonly onDone: () => void;
};

/** The confirmation that says what blocking, unblocking or deleting a guest does, then does it. */
export function ConfirmUserAction({ user, action, onClose, onDone }: Props) {
  const { userAdmin } = useServices();
  const [busy, setBusy] = useState(false);
  const words = WORDS[action];
  const run = async () => {
    setBusy(true);
    const answer =
      action === 'block'
        ? await userAdmin.block(user.userMasterId)
        : action === 'unblock'
          ? await userAdmin.unblock(user.userMasterId)
          : await userAdmin.deleteGuest(user.userMasterId);
    setBusy(false);
    if (!answer.ok) return showFailure(answer.error);
    showNotice(notice({ message: answer.value.message, tone: 'success' }));
    onDone();
  };
  return (
    <Modal opened onClose={onClose} title={`${words.title} ${fullName(user)}?`}>
      <Stack>
        <Text>{words.says}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color={words.color} loading={busy} onClick={() => void run()}>
            {words.button}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
