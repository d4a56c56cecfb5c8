import { Anchor, Badge, Group, Image, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { actsOnEveryEnterprise, type Enterprise } from '@torque/domain';
import { EnterpriseFlags } from './EnterpriseFlags';
import { StoreTable } from './StoreTable';
import { useAnswer } from './useAnswer';
import type { Organisation } from './useOrganisation';

const EMPTY_PAGE = { data: [], response: '', total: 0, size: 0, page: 0 };

/** One enterprise's company view: its configuration, its BOCs with their store counts and its stores. */
export function CompanyView({
  organisation,
  enterprise,
  onBack,
}: {
  organisation: Organisation;
  enterprise: Enterprise;
  onBack: () => void;
}) {
  const ports = organisation.organisation;
  const bocs = useAnswer(() => ports.bocs(enterprise.id), EMPTY_PAGE, `bocs-${enterprise.id}`).value?.data;
  const stores = useAnswer(
    () => ports.storeDetails({ enterpriseId: enterprise.id }),
    EMPTY_PAGE,
    `stores-${enterprise.id}`,
  ).value?.data;
  const platform = actsOnEveryEnterprise(organisation.role);
  return (
    <Stack gap="md">
      {platform ? (
        <Anchor component="button" type="button" onClick={onBack} w="fit-content">
          All enterprises
        </Anchor>
      ) : null}
      <Paper withBorder radius="md" p="md">
        <Group gap="md" wrap="nowrap" align="flex-start">
          {enterprise.logoUrl ? (
            <Image src={enterprise.logoUrl} alt={`${enterprise.name} logo`} w={56} h={56} fit="contain" />
          ) : null}
          <Stack gap={6}>
            <Title order={2} fz="h4">
              {enterprise.name}
            </Title>
            <EnterpriseFlags enterprise={enterprise} />
          </Stack>
        </Group>
      </Paper>
      <Title order={3} fz="h5">
        BOCs
      </Title>
      {bocs && stores ? (
        <Group gap="xs">
          {bocs.length === 0 ? <Text c="dimmed">No BOCs yet.</Text> : null}
          {bocs.map((boc) => (
            <Badge key={boc.id} variant="light" size="lg">
              {boc.bocId} {boc.bocName}: {stores.filter((s) => s.bocMaster.id === boc.id).length} stores
            </Badge>
          ))}
        </Group>
      ) : (
        <Loader size="sm" aria-label="Loading BOCs" />
      )}
      <Title order={3} fz="h5">
        Stores
      </Title>
      {stores ? <StoreTable stores={stores} /> : <Loader size="sm" aria-label="Loading stores" />}
    </Stack>
  );
}
