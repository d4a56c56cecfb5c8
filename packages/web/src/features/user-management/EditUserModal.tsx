import { Button, Group, Modal, Stack } from '@mantine/core';
import { grantableRoles, primaryRole, roleNeedsStore, type AdminUser } from '@torque/domain';
import { useState } from 'react';
import { useServices } from '../../services/services-context';
import { useSignedInSession } from '../../services/session-context';
import { showFailure, showNotice } from '../../ui/notices';
import { notice } from '@torque/domain';
import { fullName } from './user-labels';
import { UserFields, type UserFieldValues } from './UserFields';
import type { StoreOption } from './useStoreOptions';

const valuesOf = (user: AdminUser): UserFieldValues => ({
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  role: user.role,
  storeId: user.store ? String(user.store.id) : null,
  divisionId: user.divisionId,
});

type Props = {
  readonly user: AdminUser;
  readonly stores: readonly StoreOption[];
  readonly onClose: () => void;
  readonly onSaved: () => void;
};

/** Edit a user's names, e-mail, role, store and division (your own role stays as it is). */
export function EditUserModal({ user, stores, onClose, onSaved }: Props) {
  const { userAdmin } = useServices();
  const session = useSignedInSession();
  const [values, setValues] = useState<UserFieldValues>(() => valuesOf(user));
  const [saving, setSaving] = useState(false);
  const self = session.userMasterId === user.userMasterId;
  const store = user.store ? [{ value: String(user.store.id), label: user.store.name }] : [];
  const storeChoices = stores.some((s) => s.value === store[0]?.value) ? stores : [...store, ...stores];

  const save = async () => {
    if (!values.role) return;
    setSaving(true);
    const answer = await userAdmin.updateUser({
      userMasterId: user.userMasterId,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      ...(values.role !== user.role ? { roles: [values.role] } : {}),
      storeId: roleNeedsStore(values.role) && values.storeId ? Number(values.storeId) : null,
      divisionId: values.divisionId,
    });
    setSaving(false);
    if (!answer.ok) return showFailure(answer.error);
    showNotice(notice({ message: answer.value.message, tone: 'success' }));
    onSaved();
  };

  return (
    <Modal opened onClose={onClose} title={`Edit ${fullName(user)}`} size="lg">
      <Stack>
        <UserFields
          values={values}
          onChange={setValues}
          roles={self ? [user.role] : grantableRoles(primaryRole(session))}
          stores={storeChoices}
          roleEditable={!self}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void save()} loading={saving}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
