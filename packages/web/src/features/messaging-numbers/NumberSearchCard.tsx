import {
  Button,
  Group,
  Modal,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  formatPhone,
  isAreaCode,
  notice,
  SMS_PROVIDERS,
  type PhoneNumber,
  type SmsProvider,
  type StoreMessagingNumbers,
} from '@torque/domain';
import { useState } from 'react';
import { useServices } from '../../services/services-context';
import { showFailure, showNotice } from '../../ui/notices';
import { PROVIDER_LABELS } from './provider-labels';

type Props = {
  readonly stores: readonly StoreMessagingNumbers[] | null;
  readonly onAssigned: () => void;
};

/** Search an area code (10 proposals), pick one, confirm the store and number, and buy it for the store. */
export function NumberSearchCard({ stores, onAssigned }: Props) {
  const { messagingNumbers } = useServices();
  const [storeId, setStoreId] = useState<string | null>(null);
  const [provider, setProvider] = useState<SmsProvider>('TWILIO');
  const [areaCode, setAreaCode] = useState('');
  const [proposals, setProposals] = useState<readonly PhoneNumber[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [chosen, setChosen] = useState<PhoneNumber | null>(null);
  const [buying, setBuying] = useState(false);
  const store = stores?.find((s) => String(s.storeId) === storeId) ?? stores?.[0] ?? null;
  const areaCodeError = areaCode !== '' && !isAreaCode(areaCode) ? 'Three digits, such as 718' : null;

  const search = async () => {
    setSearching(true);
    const answer = await messagingNumbers.availableNumbers({ areaCode });
    setSearching(false);
    if (!answer.ok) return showFailure(answer.error);
    setProposals(answer.value.data);
  };

  const buy = async () => {
    if (!chosen || !store) return;
    setBuying(true);
    const order = await messagingNumbers.orderNumber({
      phoneNumber: chosen.phoneNumber,
      provider,
      storeId: store.storeId,
    });
    setBuying(false);
    setChosen(null);
    if (!order.ok) return showFailure(order.error);
    showNotice(notice({ message: `${formatPhone(chosen.phoneNumber)} now reaches ${store.storeName}` }));
    setProposals((listed) => listed?.filter((n) => n.phoneNumber !== chosen.phoneNumber) ?? null);
    onAssigned();
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Title order={2} fz="h4">
          Buy a number
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label="Store"
            data={(stores ?? []).map((s) => ({ value: String(s.storeId), label: s.storeName }))}
            value={store ? String(store.storeId) : null}
            onChange={setStoreId}
            allowDeselect={false}
          />
          <Select
            label="Provider"
            data={SMS_PROVIDERS.map((value) => ({ value, label: PROVIDER_LABELS[value] }))}
            value={provider}
            onChange={(value) => value && setProvider(value as SmsProvider)}
            allowDeselect={false}
          />
          <TextInput
            label="Area code"
            placeholder="718"
            inputMode="numeric"
            maxLength={3}
            value={areaCode}
            error={areaCodeError}
            onChange={(event) => setAreaCode(event.currentTarget.value.replace(/\D/g, ''))}
            onKeyDown={(event) => event.key === 'Enter' && isAreaCode(areaCode) && void search()}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button onClick={() => void search()} loading={searching} disabled={!isAreaCode(areaCode)}>
            Search numbers
          </Button>
        </Group>
        {proposals !== null && (
          <Stack gap="xs" aria-label="Numbers for sale" role="list">
            {proposals.length === 0 && <Text c="dimmed">No numbers for sale in {areaCode}.</Text>}
            {proposals.map((number) => (
              <Group key={number.phoneNumber} justify="space-between" role="listitem" wrap="nowrap">
                <Text ff="monospace">{formatPhone(number.phoneNumber)}</Text>
                <Button size="xs" variant="light" onClick={() => setChosen(number)} disabled={!store}>
                  Assign {formatPhone(number.phoneNumber)}
                </Button>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
      <Modal opened={chosen !== null} onClose={() => setChosen(null)} title="Assign this number?" centered>
        <Stack gap="md">
          <Text>
            Buy {chosen ? formatPhone(chosen.phoneNumber) : ''} from {PROVIDER_LABELS[provider]} for{' '}
            {store?.storeName}? Customers who text it will reach {store?.storeName}.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setChosen(null)}>
              Cancel
            </Button>
            <Button onClick={() => void buy()} loading={buying}>
              Buy and assign
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
