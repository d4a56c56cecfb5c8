import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { checkOfficeTimeZone, timezoneDisplay, type Enterprise, type StoreDetail } from '@torque/domain';
import { useMemo, useState, type FormEvent } from 'react';
import { useServices } from '../../services/services-context';
import { EnterprisePicker } from './EnterprisePicker';
import { reportChange } from './organisation-notices';
import { useAnswer } from './useAnswer';

const EMPTY_PAGE = { data: [], response: '', total: 0, size: 0, page: 0 };
const ZONES = Intl.supportedValuesOf('timeZone').filter((zone) => checkOfficeTimeZone(zone).ok);

/**
 * Creating or editing a store: name, code, brand, BOC, office time zone (an IANA zone; its GMT offset
 * is shown as the server will derive it, never typed) and phone number (+1 and ten digits, unique).
 */
export function StoreDialog({
  enterprises,
  defaultEnterpriseId,
  store,
  onClose,
  onSaved,
}: {
  enterprises: readonly Enterprise[];
  defaultEnterpriseId: number;
  store: StoreDetail | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { organisation } = useServices();
  const [enterpriseId, setEnterpriseId] = useState<number | undefined>(
    store?.enterpriseId ?? defaultEnterpriseId,
  );
  const [bocId, setBocId] = useState<string | null>(store ? String(store.bocMaster.id) : null);
  const [code, setCode] = useState(store?.store_id ?? '');
  const [name, setName] = useState(store?.storeName ?? '');
  const [brand, setBrand] = useState(store?.brand ?? '');
  const [zone, setZone] = useState<string | null>(store?.timezone ?? null);
  const [phone, setPhone] = useState(store?.phoneNumber ?? '');
  const [busy, setBusy] = useState(false);
  const bocs = useAnswer(
    () => organisation.bocs(enterpriseId),
    EMPTY_PAGE,
    `dialog-bocs-${enterpriseId ?? 'none'}`,
  ).value?.data;
  const display = useMemo(() => (zone ? timezoneDisplay(zone, new Date()) : null), [zone]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (enterpriseId === undefined || bocId === null || zone === null) return;
    const fields = {
      bocId: Number(bocId),
      store_id: code,
      storeName: name,
      brand,
      timezone: zone,
      phoneNumber: phone,
    };
    setBusy(true);
    const answer = store
      ? await organisation.updateStore(store.id, fields)
      : await organisation.createStore({ enterpriseId, ...fields });
    setBusy(false);
    if (reportChange(answer, store ? 'Successfully Updated' : 'Successfully Added')) {
      onSaved();
      onClose();
    }
  };

  return (
    <Modal opened onClose={onClose} title={store ? `Edit ${store.storeName}` : 'Create store'}>
      <form onSubmit={(event) => void submit(event)}>
        <Stack gap="sm">
          {store === null && enterprises.length > 1 ? (
            <EnterprisePicker
              enterprises={enterprises}
              value={enterpriseId}
              onChange={(id) => {
                setEnterpriseId(id);
                setBocId(null);
              }}
            />
          ) : null}
          <TextInput
            label="Store name"
            required
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <TextInput
            label="Store code"
            description="Letters, digits or hyphens, e.g. ST1001"
            required
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
          />
          <TextInput label="Brand" required value={brand} onChange={(e) => setBrand(e.currentTarget.value)} />
          <Select
            label="BOC"
            required
            data={(bocs ?? []).map((boc) => ({
              value: String(boc.id),
              label: `${boc.bocId} ${boc.bocName}`,
            }))}
            value={bocId}
            onChange={setBocId}
          />
          <Select
            label="Office time zone"
            required
            searchable
            data={ZONES}
            value={zone}
            onChange={setZone}
            limit={50}
          />
          {display ? (
            <Text size="sm" c="dimmed">
              Shown as {display}
            </Text>
          ) : null}
          <TextInput
            label="Phone number"
            description="+1 and ten digits"
            required
            type="tel"
            value={phone}
            onChange={(e) => setPhone(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
