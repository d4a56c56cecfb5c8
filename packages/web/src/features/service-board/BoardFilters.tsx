import { Group, Select } from '@mantine/core';
import { ADVISOR_DEFAULT, type Advisor, type BridgeStore } from '@torque/domain';
import { DayInput } from '../../ui/DayInput';

type Props = {
  readonly stores: readonly BridgeStore[];
  readonly store: string | null;
  readonly onStore: (store: string) => void;
  readonly advisors: readonly Advisor[];
  readonly advisor: string;
  readonly onAdvisor: (advisor: string) => void;
  readonly closedDate: string;
  readonly onClosedDate: (iso: string) => void;
  readonly appointmentDate: string;
  readonly onAppointmentDate: (iso: string) => void;
};

/** Store and advisor pickers and the two board days, typed DD/MM/YYYY (spec 2 §9). */
export function BoardFilters(props: Props) {
  const advisorOptions = [
    { value: ADVISOR_DEFAULT, label: 'ALL' },
    ...props.advisors.map((a) => ({ value: a.advisorNo, label: a.advisorName })),
  ];
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label="Store"
        data={props.stores.map((s) => ({ value: s.storeId, label: s.storeName }))}
        value={props.store}
        onChange={(value) => value && props.onStore(value)}
        allowDeselect={false}
        w={{ base: '100%', xs: 260 }}
      />
      <Select
        label="Advisor"
        data={advisorOptions}
        value={props.advisor}
        onChange={(value) => props.onAdvisor(value ?? ADVISOR_DEFAULT)}
        allowDeselect={false}
        w={{ base: '100%', xs: 200 }}
      />
      <DayInput label="Closed ROs on" iso={props.closedDate} onChange={props.onClosedDate} />
      <DayInput label="Appointments on" iso={props.appointmentDate} onChange={props.onAppointmentDate} />
    </Group>
  );
}
