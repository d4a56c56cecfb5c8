import { ActionIcon, Divider, Drawer, Stack, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUser } from '@tabler/icons-react';
import {
  canEditCustomers,
  customerName,
  primaryRole,
  type CustomerRecord,
  type Lead,
  type UserSession,
} from '@torque/domain';
import { useCallback } from 'react';
import { CustomerDetailsForm } from './CustomerDetailsForm';
import { CustomerVehicles } from './CustomerVehicles';
import { useCustomerPanel } from './useCustomerPanel';

export const CUSTOMER_PANEL = 'Customer';

type CustomerPanelProps = {
  readonly lead: Lead;
  readonly session?: UserSession | undefined;
  /** The customer was saved: the caller may show the new name, e-mail and number on the lead. */
  readonly onLeadChange?: ((lead: Lead) => void) | undefined;
};

/** The 'Customer' button of the conversation header and its drawer: details, phones, vehicles, DMS. */
export function CustomerPanel({ lead, session, onLeadChange }: CustomerPanelProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const editable = session !== undefined && canEditCustomers(primaryRole(session));
  const saved = useCallback(
    (record: CustomerRecord) =>
      onLeadChange?.({
        ...lead,
        customerMaster: {
          ...lead.customerMaster,
          firstName: record.firstName,
          lastName: record.lastName,
          email: record.email ?? null,
          cellular: record.cellular,
        },
      }),
    [lead, onLeadChange],
  );
  const panel = useCustomerPanel(lead, opened, saved);
  return (
    <>
      <Tooltip label="Customer">
        <ActionIcon variant="subtle" size="lg" aria-label={CUSTOMER_PANEL} onClick={open}>
          <IconUser size={18} />
        </ActionIcon>
      </Tooltip>
      <Drawer
        opened={opened}
        onClose={close}
        position="right"
        size="28rem"
        title={CUSTOMER_PANEL}
        styles={{ content: { maxWidth: '100vw' } }}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {customerName(lead)}
            {panel.record.custno ? ` · Customer no. ${panel.record.custno}` : ''}
          </Text>
          <CustomerDetailsForm
            record={panel.record}
            errors={panel.errors}
            editable={editable}
            saving={panel.saving}
            onSave={(edit) => void panel.save(edit)}
          />
          <Divider />
          <CustomerVehicles
            vehicles={panel.vehicles}
            found={panel.found}
            cellular={panel.record.cellular}
            editable={editable}
            busyVin={panel.busyVin}
            onLookUp={(text) => void panel.lookUp(text)}
            onAttach={(vin) => void panel.attach(vin)}
          />
        </Stack>
      </Drawer>
    </>
  );
}
