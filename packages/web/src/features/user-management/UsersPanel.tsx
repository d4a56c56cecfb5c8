import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Pagination,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { mayDo, primaryRole, ROLES, viewerTimeZone, type AdminUser, type Role } from '@torque/domain';
import { useState } from 'react';
import { useSignedInSession } from '../../services/session-context';
import { browserTimeZone, formatMessageTime } from '../../ui/time';
import { ConfirmUserAction, type UserAction } from './ConfirmUserAction';
import { EditUserModal } from './EditUserModal';
import { InviteUserModal } from './InviteUserModal';
import { DIVISION_OPTIONS, fullName, roleLabel } from './user-labels';
import { UserRowActions } from './UserRowActions';
import { USERS_PAGE_SIZE, useUsers } from './useUsers';
import { useStoreOptions } from './useStoreOptions';

const divisionName = (id: string) => DIVISION_OPTIONS.find((option) => option.value === id)?.label ?? id;

/** The users table: search, role filter, invite, and each user's edit, block/unblock and delete. */
export function UsersPanel() {
  const session = useSignedInSession();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<Role | null>(null);
  const [page, setPage] = useState(0);
  const { state, reload } = useUsers({ search, role, page });
  const stores = useStoreOptions();
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [acting, setActing] = useState<{ user: AdminUser; action: UserAction } | null>(null);
  const zone = viewerTimeZone(session, browserTimeZone());

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Search"
          placeholder="Name or e-mail"
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(0);
          }}
          flex={1}
          miw={200}
        />
        <Select
          label="Role"
          placeholder="All roles"
          clearable
          data={ROLES.map((value) => ({ value, label: roleLabel(value) }))}
          value={role}
          onChange={(value) => {
            setRole(value as Role | null);
            setPage(0);
          }}
          w={{ base: '100%', xs: 220 }}
        />
        {mayDo(primaryRole(session), 'invite users') && (
          <Button onClick={() => setInviting(true)}>Invite user</Button>
        )}
      </Group>
      {state.status === 'loading' && (
        <Center py="xl">
          <Loader aria-label="Loading users" />
        </Center>
      )}
      {state.status === 'failed' && (
        <Alert color="red" title="The users could not be loaded">
          {state.error.message}
        </Alert>
      )}
      {state.status === 'ready' && state.page.total === 0 && (
        <Text c="dimmed" ta="center" py="xl">
          No user matches.
        </Text>
      )}
      {state.status === 'ready' && state.page.total > 0 && (
        // On a phone the table scrolls sideways inside its own box; the page itself does not.
        <Table.ScrollContainer minWidth={980}>
          <Table striped highlightOnHover verticalSpacing="xs" aria-label="Users">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Role</Table.Th>
                <Table.Th>Enterprise</Table.Th>
                <Table.Th>Store</Table.Th>
                <Table.Th>Division</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Last sign-in</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {state.page.data.map((user) => (
                <Table.Tr key={user.userMasterId}>
                  <Table.Td>
                    <Text fw={600} size="sm">
                      {fullName(user)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {user.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{roleLabel(user.role)}</Text>
                    <Text size="xs" c="dimmed">
                      {user.empLevel}
                    </Text>
                  </Table.Td>
                  <Table.Td>{user.enterprise.name}</Table.Td>
                  <Table.Td>{user.store?.name ?? '—'}</Table.Td>
                  <Table.Td>{divisionName(user.divisionId)}</Table.Td>
                  <Table.Td miw={150}>
                    <Group gap={4} wrap="nowrap">
                      {user.blocked && <Badge color="red">Blocked</Badge>}
                      {user.guest && (
                        <Badge color="gray" variant="light">
                          Guest
                        </Badge>
                      )}
                      {!user.blocked && !user.guest && (
                        <Badge color="green" variant="light">
                          Active
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    {user.lastSignedInAt ? formatMessageTime(user.lastSignedInAt, zone) : 'Never'}
                  </Table.Td>
                  <Table.Td>
                    <UserRowActions
                      user={user}
                      session={session}
                      onEdit={() => setEditing(user)}
                      onAction={(action) => setActing({ user, action })}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {state.status === 'ready' && state.page.total > USERS_PAGE_SIZE && (
        <Group justify="center">
          <Pagination
            total={Math.ceil(state.page.total / USERS_PAGE_SIZE)}
            value={page + 1}
            onChange={(next) => setPage(next - 1)}
          />
        </Group>
      )}
      <InviteUserModal
        opened={inviting}
        stores={stores}
        onClose={() => setInviting(false)}
        onInvited={reload}
      />
      {editing && (
        <EditUserModal
          user={editing}
          stores={stores}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
      {acting && (
        <ConfirmUserAction
          user={acting.user}
          action={acting.action}
          onClose={() => setActing(null)}
          onDone={() => {
            setActing(null);
            reload();
          }}
        />
      )}
    </Stack>
  );
}
