import { Badge, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { formatPhone, type DmsCustomerVehicle, type ServiceVehicle } from '@torque/domain';
import { useState, type FormEvent } from 'react';

type CustomerVehiclesProps = {
  readonly vehicles: readonly ServiceVehicle[] | null;
  readonly found: readonly DmsCustomerVehicle[] | null;
  readonly cellular: string;
  readonly editable: boolean;
  readonly busyVin: string | null;
  readonly onLookUp: (text: string) => void;
  readonly onAttach: (vin: string) => void;
};

const describe = (vehicle: ServiceVehicle): string =>
  [vehicle.year, vehicle.make, vehicle.model].filter((part) => part !== '' && part !== 0).join(' ');

/** The customer's vehicles, and the DMS lookup that finds more to attach. */
export function CustomerVehicles(props: CustomerVehiclesProps) {
  const { vehicles, found, editable, busyVin } = props;
  const [query, setQuery] = useState(() => formatPhone(props.cellular));
  const attached = new Set((vehicles ?? []).map((vehicle) => vehicle.vin.toUpperCase()));
  const lookUp = (event: FormEvent) => {
    event.preventDefault();
    props.onLookUp(query);
  };
  return (
    <Stack gap="xs">
      <Title order={3} fz="sm">
        Vehicles
      </Title>
      {vehicles === null ? (
        <Text size="sm" c="dimmed">
          Loading vehicles…
        </Text>
      ) : (
        <Stack gap={4} component="ul" aria-label="Vehicles" m={0} p={0} style={{ listStyle: 'none' }}>
          {vehicles.map((vehicle) => (
            <li key={vehicle.id}>
              <Text size="sm">{describe(vehicle)}</Text>
              <Text size="xs" c="dimmed" ff="monospace">
                {vehicle.vin}
                {vehicle.odometer != null && ` · ${vehicle.odometer.toLocaleString('en-US')} mi`}
              </Text>
            </li>
          ))}
        </Stack>
      )}
      <Title order={3} fz="sm" mt="sm">
        Look up in the DMS
      </Title>
      <form onSubmit={lookUp} aria-label="DMS lookup">
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label="Phone, last name or VIN"
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button type="submit" variant="light">
            Look up
          </Button>
        </Group>
      </form>
      {found !== null && found.length === 0 && (
        <Text size="sm" c="dimmed">
          The DMS has no vehicles for this search.
        </Text>
      )}
      {found !== null && found.length > 0 && (
        <Stack gap={4} component="ul" aria-label="DMS vehicles" m={0} p={0} style={{ listStyle: 'none' }}>
          {found.map((entry) => (
            <Group
              key={`${entry.customerId}-${entry.vehicleId}`}
              component="li"
              justify="space-between"
              wrap="nowrap"
            >
              <div style={{ minWidth: 0 }}>
                <Text size="xs" ff="monospace" truncate="end">
                  {entry.vin ?? entry.vehicleId}
                </Text>
                <Text size="xs" c="dimmed">{`DMS customer ${entry.customerId}`}</Text>
              </div>
              {entry.vin && attached.has(entry.vin.toUpperCase()) ? (
                <Badge variant="light" color="gray" tt="none">
                  Attached
                </Badge>
              ) : (
                editable &&
                entry.vin && (
                  <Button
                    size="xs"
                    variant="light"
                    loading={busyVin === entry.vin}
                    aria-label={`Attach ${entry.vin}`}
                    onClick={() => entry.vin && props.onAttach(entry.vin)}
                  >
                    Attach
                  </Button>
                )
              )}
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
