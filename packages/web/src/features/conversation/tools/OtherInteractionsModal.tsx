import { Badge, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import {
  formatDisplayDate,
  leadCodeLabel,
  preStatusLabel,
  serviceTypeLabel,
  type Lead,
  type LeadId,
} from '@torque/domain';
import { useOtherInteractions, type OtherInteraction } from './useOtherInteractions';

type OtherInteractionsModalProps = {
  readonly lead: Lead;
  readonly opened: boolean;
  readonly onClose: () => void;
  /** Opens another of the customer's leads. */
  readonly onOpen: (leadId: LeadId) => void;
};

/** The same customer's other leads (this store or another in the user's scope), with their status. */
export function OtherInteractionsModal({ lead, opened, onClose, onOpen }: OtherInteractionsModalProps) {
  const state = useOtherInteractions(lead.id, opened);
  return (
    <Modal opened={opened} onClose={onClose} title="Other interactions" size="lg">
      {state.kind === 'loading' && <Loader size="sm" aria-label="Loading other interactions" />}
      {state.kind === 'failed' && (
        <Text c="red" size="sm">
          {state.message}
        </Text>
      )}
      {state.kind === 'loaded' && state.interactions.length === 0 && (
        <Text size="sm" c="dimmed">
          No other interactions with this customer.
        </Text>
      )}
      {state.kind === 'loaded' && state.interactions.length > 0 && (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {state.interactions.map((other) => (
            <Interaction key={other.lead.id} other={other} onOpen={onOpen} />
          ))}
        </Stack>
      )}
    </Modal>
  );
}

function Interaction({
  other,
  onOpen,
}: {
  readonly other: OtherInteraction;
  readonly onOpen: (id: LeadId) => void;
}) {
  const { lead, status } = other;
  const vehicle = lead.serviceVehicle;
  const planned = lead.plannedDate ? ` · planned ${formatDisplayDate(lead.plannedDate)}` : '';
  const statusLabel = status ? preStatusLabel(status.status) : null;
  const stageLabel = leadCodeLabel(lead.stage);
  return (
    <Group
      component="li"
      justify="space-between"
      wrap="nowrap"
      gap="sm"
      aria-label={`Interaction ${lead.id}`}
    >
      <Stack gap={2} miw={0} style={{ flex: 1 }}>
        <Group gap="xs" wrap="wrap">
          <Text fw={600} size="sm">
            {serviceTypeLabel(lead.plannedServiceType)}
          </Text>
          {statusLabel && (
            <Badge size="sm" variant="light">
              {statusLabel}
            </Badge>
          )}
          {/* A lead never texted reads 'Not started' once, not as its status and again as its stage. */}
          {stageLabel !== statusLabel && (
            <Badge size="sm" variant="outline" color="gray">
              {stageLabel}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed" truncate="end">
          {`${vehicle.year} ${vehicle.make} ${vehicle.model} · ${lead.storeMaster.store_name}${planned}`}
        </Text>
      </Stack>
      <Button size="compact-sm" variant="light" style={{ flexShrink: 0 }} onClick={() => onOpen(lead.id)}>
        Open
      </Button>
    </Group>
  );
}
