import { ActionIcon, Badge, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import {
  IconArrowLeft,
  IconBuildingStore,
  IconCar,
  IconClock,
  IconPhone,
  IconSparkles,
} from '@tabler/icons-react';
import { customerName, formatPhone, isLeadSmsBlocked, serviceTypeLabel, type Lead } from '@torque/domain';
import type { ReactNode } from 'react';
import classes from './ConversationHeader.module.css';

type ConversationHeaderProps = {
  readonly lead: Lead;
  readonly onBack: () => void;
};

function Fact({ icon, children, label }: { icon: ReactNode; children: ReactNode; label: string }) {
  return (
    <Group gap={4} wrap="nowrap" className={classes.fact} aria-label={label}>
      {icon}
      <Text size="xs" c="dimmed" truncate="end">
        {children}
      </Text>
    </Group>
  );
}

/** Who the conversation is with: customer, phone, vehicle, store and office time zone. */
export function ConversationHeader({ lead, onBack }: ConversationHeaderProps) {
  const vehicle = lead.serviceVehicle;
  const office = lead.storeMaster.officeMasterVO;
  return (
    <Group gap="sm" wrap="nowrap" className={classes.header} align="flex-start">
      <Tooltip label="Back to leads">
        <ActionIcon variant="subtle" size="lg" hiddenFrom="sm" aria-label="Back to leads" onClick={onBack}>
          <IconArrowLeft size={20} />
        </ActionIcon>
      </Tooltip>
      <Stack gap={4} className={classes.body}>
        <Group gap="xs" wrap="nowrap">
          <Title order={2} fz="h4" className={classes.name}>
            {customerName(lead)}
          </Title>
          {lead.aiEnabled ? (
            <Badge size="sm" variant="light" color="violet" leftSection={<IconSparkles size={12} />}>
              AI enabled
            </Badge>
          ) : (
            <Badge size="sm" variant="light" color="gray">
              AI off
            </Badge>
          )}
          {isLeadSmsBlocked(lead) && (
            <Badge size="sm" variant="light" color="red">
              Opted out
            </Badge>
          )}
        </Group>
        <Group gap="md" className={classes.facts}>
          <Fact icon={<IconPhone size={13} />} label="Phone">
            {formatPhone(lead.customerMaster.cellular)}
          </Fact>
          <Fact icon={<IconCar size={13} />} label="Vehicle">
            {`${vehicle.year} ${vehicle.make} ${vehicle.model}`}
          </Fact>
          <Fact icon={<IconBuildingStore size={13} />} label="Store">
            {lead.storeMaster.store_name}
          </Fact>
          <Fact icon={<IconClock size={13} />} label="Office time zone">
            {`${office.timezoneDisplay} (${office.officeTimeZone})`}
          </Fact>
        </Group>
      </Stack>
      <Badge variant="outline" color="gray" visibleFrom="md" className={classes.service}>
        {serviceTypeLabel(lead.plannedServiceType)}
      </Badge>
    </Group>
  );
}
