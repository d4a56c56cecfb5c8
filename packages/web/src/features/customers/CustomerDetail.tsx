import { Anchor, Badge, Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconMessage, IconPencil } from '@tabler/icons-react';
import {
  formatPhone,
  languageOf,
  leadCodeLabel,
  serviceTypeLabel,
  vehicleTitle,
  type CustomerRecord,
  type MarkTarget,
} from '@torque/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { AttachVehicleForm } from './AttachVehicleForm';
import { CustomerLanguageControl } from './CustomerLanguageControl';
import { EditCustomerForm } from './EditCustomerForm';
import { MARK_KINDS } from './mark-kinds';
import { MarkChips } from './MarkChips';
import { keyOf, useCustomerDetail } from './useCustomerDetail';
import type { CustomerStore } from './useCustomerStores';
import { useTextCustomer } from './useTextCustomer';

type CustomerDetailProps = {
  readonly store: CustomerStore;
  readonly record: CustomerRecord;
  readonly editable: boolean;
  readonly onRecord: (record: CustomerRecord) => void;
};

/**
 * One customer: details, SMS state, 'Text customer' (their conversation in the lead manager), marks,
 * vehicles (attach another) and leads, each with its marks.
 */
export function CustomerDetail({ store, record, editable, onRecord }: CustomerDetailProps) {
  const detail = useCustomerDetail(store, record, onRecord);
  const [editing, setEditing] = useState(false);
  const texting = useTextCustomer(store, record);
  const name = `${record.firstName} ${record.lastName}`;
  const chips = (target: MarkTarget, owner: string, kinds: (typeof MARK_KINDS)[keyof typeof MARK_KINDS]) => (
    <MarkChips
      owner={owner}
      marks={detail.marksOf[keyOf(target)]}
      kinds={kinds}
      editable={editable}
      onChange={(intentType, change, reason) => detail.changeMark(target, intentType, change, reason)}
    />
  );
  return (
    <Card withBorder padding="md" component="section" aria-label={`Customer ${name}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Title order={2} fz="h4">
              {name}
            </Title>
            <Text size="sm" c="dimmed">
              {[formatPhone(record.cellular), record.email, record.custno && `Customer no. ${record.custno}`]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </div>
          <Group gap="xs">
            <Badge color={record.block_sms ? 'red' : 'green'} variant="light" tt="none">
              {record.block_sms ? 'SMS blocked' : 'SMS allowed'}
            </Badge>
            <CustomerLanguageControl
              bocId={store.bocId}
              customerId={record.id}
              language={languageOf(record)}
              editable={editable}
              onChanged={(preferredLanguage) => onRecord({ ...record, preferredLanguage })}
            />
            {editable && (
              <Button
                size="xs"
                leftSection={<IconMessage size={14} />}
                loading={texting.opening}
                onClick={() => void texting.open()}
              >
                Text customer
              </Button>
            )}
            {editable && !editing && (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPencil size={14} />}
                onClick={() => setEditing(true)}
              >
                Edit
              </Button>
            )}
          </Group>
        </Group>
        {editing && (
          <EditCustomerForm
            store={store}
            record={record}
            onCancel={() => setEditing(false)}
            onSaved={(saved) => {
              setEditing(false);
              onRecord(saved);
            }}
          />
        )}
        {chips({ customerId: record.id }, 'Customer', MARK_KINDS.customer)}
        <Divider label="Vehicles" labelPosition="left" />
        {detail.vehicles === null ? (
          <Text size="sm" c="dimmed">
            Loading vehicles…
          </Text>
        ) : (
          <Stack gap="xs" component="ul" aria-label="Vehicles" m={0} p={0} style={{ listStyle: 'none' }}>
            {detail.vehicles.length === 0 && (
              <Text size="sm" c="dimmed">
                No vehicles yet.
              </Text>
            )}
            {detail.vehicles.map((vehicle) => (
              <li key={vehicle.id}>
                <Group justify="space-between" gap="xs" align="flex-start">
                  <div>
                    <Text size="sm">{vehicleTitle(vehicle)}</Text>
                    <Text size="xs" c="dimmed" ff="monospace">
                      {vehicle.vin}
                      {vehicle.odometer != null && ` · ${vehicle.odometer.toLocaleString('en-US')} mi`}
                    </Text>
                  </div>
                  {chips({ serviceVehicleId: vehicle.id }, vehicle.vin, MARK_KINDS.vehicle)}
                </Group>
              </li>
            ))}
          </Stack>
        )}
        {editable && (
          <AttachVehicleForm store={store} customerId={record.id} onAttached={detail.vehicleAttached} />
        )}
        <Divider label="Leads" labelPosition="left" />
        {detail.leads === null ? (
          <Text size="sm" c="dimmed">
            Loading leads…
          </Text>
        ) : detail.leads.length === 0 ? (
          <Text size="sm" c="dimmed">
            No leads for this customer.
          </Text>
        ) : (
          <Stack gap="xs" component="ul" aria-label="Leads" m={0} p={0} style={{ listStyle: 'none' }}>
            {detail.leads.map((lead) => (
              <li key={lead.id}>
                <Group justify="space-between" gap="xs" align="flex-start">
                  <div>
                    <Anchor component={Link} to={`/leadmanager/${lead.id}`} size="sm">
                      {serviceTypeLabel(lead.plannedServiceType)}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {`${vehicleTitle(lead.serviceVehicle)} · ${leadCodeLabel(lead.stage)}`}
                    </Text>
                  </div>
                  {chips({ futureServiceInteractionId: lead.id }, `lead ${lead.id}`, MARK_KINDS.lead)}
                </Group>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
