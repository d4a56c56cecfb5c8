import { Center, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { mayDo, primaryRole } from '@torque/domain';
import { Suspense } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useSignedInSession } from '../../services/session-context';
import { SETTINGS_TABS } from './settings-tabs';

/** /settings/<tab> (issue 20): the settings a role may see, one tab each; /settings opens the first. */
export function SettingsPage() {
  const role = primaryRole(useSignedInSession());
  const tabs = SETTINGS_TABS.filter((tab) => mayDo(role, tab.action));
  const chosenId = useParams()['*'] ?? '';
  const navigate = useNavigate();
  const current = tabs.find((tab) => tab.id === chosenId) ?? tabs[0];
  return (
    <Stack p={{ base: 'sm', sm: 'lg' }} gap="md">
      <Title order={1} fz="h3">
        Settings
      </Title>
      {current ? (
        <>
          <Tabs value={current.id} onChange={(id) => id && navigate(`/settings/${id}`)}>
            <Tabs.List>
              {tabs.map((tab) => (
                <Tabs.Tab key={tab.id} value={tab.id}>
                  {tab.title}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
          <Suspense
            fallback={
              <Center mih={240} role="status" aria-label="Loading">
                <Loader />
              </Center>
            }
          >
            <current.Panel />
          </Suspense>
        </>
      ) : (
        <Text c="dimmed">There are no settings your role may see.</Text>
      )}
    </Stack>
  );
}
