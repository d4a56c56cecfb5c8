import { Group, NativeSelect } from '@mantine/core';
import {
  CONVERSATION_INITIATED_FILTERS,
  CUSTOMER_TYPE_FILTERS,
  LEAD_STAGES,
  leadCodeLabel,
  type LeadManagerView,
  type LeadSearch,
} from '@torque/domain';

type ViewPickerProps = {
  readonly views: readonly LeadManagerView[];
  readonly current: LeadManagerView;
  readonly onPick: (view: LeadManagerView) => void;
};

/** Which list the lead manager shows (spec 2 §2 lead manager views). */
export function ViewPicker({ views, current, onPick }: ViewPickerProps) {
  return (
    <NativeSelect
      aria-label="Lead manager view"
      size="xs"
      value={current.id}
      data={views.map((view) => ({ value: view.id, label: view.title }))}
      onChange={(event) => {
        const picked = views.find((view) => view.id === event.currentTarget.value);
        if (picked) onPick(picked);
      }}
    />
  );
}

export type LeadFilterValues = {
  readonly customerType: string;
  readonly conversationInitiated: NonNullable<LeadSearch['conversationInitiated']>;
  readonly stage: string;
};

/** Spec 2 §4 stages, with 'all' meaning no filter. */
const STAGE_FILTERS = [
  { value: 'all', label: 'All stages' },
  ...LEAD_STAGES.map((stage) => ({ value: stage, label: leadCodeLabel(stage) })),
];

type LeadFiltersProps = {
  readonly value: LeadFilterValues;
  readonly onChange: (value: LeadFilterValues) => void;
};

const isInitiated = (value: string): value is LeadFilterValues['conversationInitiated'] =>
  CONVERSATION_INITIATED_FILTERS.some((option) => option.value === value);

/** Spec 1 §5: customer type and conversation initiated, each with 'all'. */
export function LeadFilters({ value, onChange }: LeadFiltersProps) {
  return (
    // Three filters do not fit one narrow column: they wrap, each at least wide enough to read.
    <Group gap="xs" wrap="wrap">
      <NativeSelect
        flex="1 1 9.5rem"
        aria-label="Customer type"
        size="xs"
        value={value.customerType}
        data={CUSTOMER_TYPE_FILTERS.map((option) => ({ ...option }))}
        onChange={(event) => onChange({ ...value, customerType: event.currentTarget.value })}
      />
      <NativeSelect
        flex="1 1 9.5rem"
        aria-label="Conversation initiated"
        size="xs"
        value={value.conversationInitiated}
        data={CONVERSATION_INITIATED_FILTERS.map((option) => ({ ...option }))}
        onChange={(event) => {
          const picked = event.currentTarget.value;
          if (isInitiated(picked)) onChange({ ...value, conversationInitiated: picked });
        }}
      />
      <NativeSelect
        flex="1 1 9.5rem"
        aria-label="Stage"
        size="xs"
        value={value.stage}
        data={STAGE_FILTERS}
        onChange={(event) => onChange({ ...value, stage: event.currentTarget.value })}
      />
    </Group>
  );
}
