import { Stack } from '@mantine/core';
import { ChatCredentialsCard } from './ChatCredentialsCard';
import { NumberSearchCard } from './NumberSearchCard';
import { ProviderSettingsCard } from './ProviderSettingsCard';
import { StoreNumbersTable } from './StoreNumbersTable';
import { useStoreNumbers } from './useStoreNumbers';

/**
 * The "Messaging numbers" tab of /settings (issue 20): each store's numbers, buying one for a store
 * from an area code's 10 proposals, a provider's settings check and the chat credentials test. The tab
 * shows only to roles that may manage messaging numbers (settings-tabs.ts), so nothing here is hidden.
 */
export function MessagingNumbersPanel() {
  const { stores, reload } = useStoreNumbers();
  return (
    <Stack gap="md">
      <StoreNumbersTable stores={stores} />
      <NumberSearchCard stores={stores} onAssigned={reload} />
      <ProviderSettingsCard />
      <ChatCredentialsCard />
    </Stack>
  );
}
