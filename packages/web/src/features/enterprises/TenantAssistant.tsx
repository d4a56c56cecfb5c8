import { Button, Group, Select, Text } from '@mantine/core';
import { notice, type Tenant } from '@torque/domain';
import { useEffect, useState } from 'react';
import { useServices } from '../../services/services-context';
import { showFailure, showNotice } from '../../ui/notices';

/** The tenant's AI assistant file, chosen among the files the server knows for it. */
export function TenantAssistant({
  tenant,
  onChanged,
}: {
  tenant: Tenant | undefined;
  onChanged: () => void;
}) {
  const { organisation } = useServices();
  const [files, setFiles] = useState<readonly string[]>([]);
  const [chosen, setChosen] = useState<string | null>(tenant?.aivaFileName ?? null);
  const [busy, setBusy] = useState(false);
  const tenantId = tenant?.tenantId;
  useEffect(() => {
    if (tenantId === undefined) return;
    let live = true;
    void organisation.aivaFileNames(tenantId).then((answer) => {
      if (live && answer.ok) setFiles(answer.value.data);
    });
    return () => {
      live = false;
    };
  }, [organisation, tenantId]);
  if (!tenant)
    return (
      <Text c="dimmed" size="sm">
        No tenant yet (create one in the company master list).
      </Text>
    );
  const save = async () => {
    if (!chosen) return;
    setBusy(true);
    const answer = await organisation.setTenantAivaFile(tenant.tenantId, chosen);
    setBusy(false);
    if (!answer.ok) return showFailure(answer.error);
    showNotice(notice({ message: 'Successfully Updated' }));
    onChanged();
  };
  return (
    <Group align="flex-end" wrap="wrap" gap="sm">
      <Select
        label={`Assistant file of tenant ${tenant.name}`}
        data={[...files]}
        value={chosen}
        onChange={setChosen}
        miw={240}
      />
      <Button variant="light" onClick={() => void save()} loading={busy} disabled={!chosen}>
        Save assistant file
      </Button>
    </Group>
  );
}
