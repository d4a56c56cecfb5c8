import { Group, Input, SegmentedControl, Select } from '@mantine/core';

type Meridiem = 'AM' | 'PM';
export type TwelveHourTime = {
  readonly hour: string | null;
  readonly minute: string | null;
  readonly meridiem: Meridiem;
};

const HOURS = Array.from({ length: 12 }, (_, i) => String(i + 1));
// A 1-minute step (spec 1 §5).
const MINUTES = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, '0'));

/** '3:05 PM', what the domain's parseTwelveHourTime reads; null until hour and minute are picked. */
export const twelveHourText = (time: TwelveHourTime): string | null =>
  time.hour && time.minute ? `${time.hour}:${time.minute} ${time.meridiem}` : null;

type TwelveHourTimePickerProps = {
  readonly label: string;
  readonly value: TwelveHourTime;
  readonly onChange: (value: TwelveHourTime) => void;
};

/** A 12-hour time picker with a 1-minute step (spec 1 §5): hour, minute and AM/PM. */
export function TwelveHourTimePicker({ label, value, onChange }: TwelveHourTimePickerProps) {
  return (
    <Input.Wrapper label={label}>
      <Group gap="xs" wrap="nowrap" role="group" aria-label={label}>
        <Select
          aria-label="Hour"
          placeholder="hh"
          data={HOURS}
          value={value.hour}
          onChange={(hour) => onChange({ ...value, hour })}
          w={80}
        />
        <Select
          aria-label="Minute"
          placeholder="mm"
          data={MINUTES}
          value={value.minute}
          onChange={(minute) => onChange({ ...value, minute })}
          w={80}
        />
        <SegmentedControl
          aria-label="AM or PM"
          data={['AM', 'PM']}
          value={value.meridiem}
          onChange={(meridiem) => onChange({ ...value, meridiem: meridiem as Meridiem })}
        />
      </Group>
    </Input.Wrapper>
  );
}
