import { Button, Group, Paper, SimpleGrid, Stack, Switch, TextInput, Title } from '@mantine/core';
import { notice, type Enterprise, type Tenant } from '@torque/domain';
import { useState } from 'react';
import { useServices } from '../../services/services-context';
import { showFailure, showNotice } from '../../ui/notices';
import { LogoPanel } from './LogoPanel';
import { TenantAssistant } from './TenantAssistant';

/** One enterprise: its configuration form, its logo and its tenant's assistant file. */
export function EnterpriseCard({
  enterprise,
  tenant,
  onChanged,
}: {
  enterprise: Enterprise;
  tenant: Tenant | undefined;
  onChanged: () => void;
}) {
  const { organisation } = useServices();
  const [name, setName] = useState(enterprise.name);
  const [type, setType] = useState(enterprise.enterpriseType ?? '');
  const [inbound, setInbound] = useState(enterprise.inbound ?? false);
  const [realTimeSync, setRealTimeSync] = useState(enterprise.realTimeSync ?? false);
  const [callingFeature, setCallingFeature] = useState(enterprise.callingFeature ?? false);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    const answer = await organisation.updateEnterprise({
      id: enterprise.id,
      name,
      enterpriseType: type.trim() || null,
      inbound,
      realTimeSync,
      callingFeature,
    });
    setBusy(false);
    if (!answer.ok) return showFailure(answer.error);
    showNotice(notice({ message: 'Successfully Updated' }));
    onChanged();
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={enterprise.name}>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {enterprise.name}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Name" value={name} onChange={(e) => setName(e.currentTarget.value)} />
          <TextInput label="Type" value={type} onChange={(e) => setType(e.currentTarget.value)} />
        </SimpleGrid>
        <Group gap="lg" wrap="wrap">
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
        </Group>
        <Group justify="flex-end">
          <Button onClick={() => void save()} loading={busy}>
            Save configuration
          </Button>
        </Group>
        <LogoPanel enterprise={enterprise} onChanged={onChanged} />
        <TenantAssistant tenant={tenant} onChanged={onChanged} />
      </Stack>
    </Paper>
  );
}
