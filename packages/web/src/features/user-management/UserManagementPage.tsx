import { Stack, Tabs, Text, Title } from '@mantine/core';
import { mayDo, primaryRole } from '@torque/domain';
import { useState } from 'react';
import { useSignedInSession } from '../../services/session-context';
import { AdminLogPanel } from './AdminLogPanel';
import { UsersPanel } from './UsersPanel';

/**
 * /user-management (issue 20): the users an admin may see, with invite, edit, block and unblock and
 * guest deletion as the permission table and the user-admin rules allow; and the admin log.
 */
export function UserManagementPage() {
  const session = useSignedInSession();
  const [tab, setTab] = useState<string | null>('users');
  const seesLog = mayDo(primaryRole(session), 'see the admin log');
  return (
    <Stack p={{ base: 'sm', sm: 'lg' }} gap="md" maw={1400} w="100%" mx="auto">
      <div>
        <Title order={1} fz="h3">
          User management
        </Title>
        <Text c="dimmed" size="sm">
          A guest is a user who has never signed in; only guests can be deleted.
        </Text>
      </div>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="users">Users</Tabs.Tab>
          {seesLog && <Tabs.Tab value="log">Admin log</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="users" pt="md">
          <UsersPanel />
        </Tabs.Panel>
        {seesLog && (
          <Tabs.Panel value="log" pt="md">
            <AdminLogPanel />
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}
