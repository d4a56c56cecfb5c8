import { Button, Group, Modal, Stack, Switch, TextInput } from '@mantine/core';
import type { Enterprise } from '@torque/domain';
import { useState, type FormEvent } from 'react';
import { useServices } from '../../services/services-context';
import { reportChange } from './organisation-notices';

/** Creating an enterprise with its configuration (platform roles: 'change enterprises and tenants'). */
export function EnterpriseDialog({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (enterprise: Enterprise) => void;
}) {
  const { organisation } = useServices();
  const [name, setName] = useState('');
  const [enterpriseType, setType] = useState('');
  const [inbound, setInbound] = useState(false);
  const [realTimeSync, setRealTimeSync] = useState(false);
  const [callingFeature, setCallingFeature] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const answer = await organisation.createEnterprise({
      name,
      enterpriseType: enterpriseType.trim() || null,
      inbound,
      realTimeSync,
      callingFeature,
    });
    setBusy(false);
    if (reportChange(answer, 'Successfully Added')) {
      setName('');
      setType('');
      onClose();
      onCreated(answer.value);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Create enterprise">
      <form onSubmit={(event) => void submit(event)}>
        <Stack>
          <TextInput label="Name" required value={name} onChange={(e) => setName(e.currentTarget.value)} />
          <TextInput label="Type" value={enterpriseType} onChange={(e) => setType(e.currentTarget.value)} />
          <Switch label="Inbound" checked={inbound} onChange={(e) => setInbound(e.currentTarget.checked)} />
          <Switch
            label="Real-time sync"
            checked={realTimeSync}
            onChange={(e) => setRealTimeSync(e.currentTarget.checked)}
          />
          <Switch
            label="Calling feature"
            checked={callingFeature}
            onChange={(e) => setCallingFeature(e.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Create
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
