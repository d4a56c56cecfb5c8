import { Select, type ComboboxParsedItem, type OptionsFilter } from '@mantine/core';
import { CUSTOMER_TAG_GROUPS, searchMarkKinds, type CustomerMarkKind } from '@torque/domain';
import { useMemo } from 'react';

type MarkKindSelectProps = {
  readonly kinds: readonly CustomerMarkKind[];
  readonly value: string | null;
  readonly onChange: (intentType: string | null) => void;
  readonly label?: string;
  readonly disabled?: boolean;
  readonly autoFocus?: boolean;
};

/** 'STOP · SMS opt-out': the short code first, as the reports write it, then the label. */
export const markOptionLabel = (kind: CustomerMarkKind): string => `${kind.shortCode} · ${kind.label}`;

/**
 * The customer tag set (spec 2 §9) to choose a mark from: grouped (Consent, Contact, Vehicle…) and
 * searchable by short code or by words of the label.
 */
export function MarkKindSelect({
  kinds,
  value,
  onChange,
  label = 'Add a mark',
  disabled,
  autoFocus,
}: MarkKindSelectProps) {
  const data = useMemo(
    () =>
      CUSTOMER_TAG_GROUPS.map((group) => ({
        group,
        items: kinds
          .filter((kind) => kind.group === group)
          .map((kind) => ({ value: kind.intentType, label: markOptionLabel(kind) })),
      })).filter((group) => group.items.length > 0),
    [kinds],
  );
  const filter: OptionsFilter = ({ options, search }) => {
    const found = new Set(searchMarkKinds(kinds, search).map((kind) => kind.intentType));
    return options
      .map((option): ComboboxParsedItem =>
        'group' in option
          ? { ...option, items: option.items.filter((item) => found.has(item.value)) }
          : option,
      )
      .filter((option) => !('group' in option) || option.items.length > 0);
  };
  return (
    <Select
      label={label}
      placeholder="Search by code or name"
      size="xs"
      searchable
      clearable
      nothingFoundMessage="No mark matches"
      maxDropdownHeight={280}
      data={data}
      filter={filter}
      value={value}
      onChange={onChange}
      disabled={disabled === true || kinds.length === 0}
      data-autofocus={autoFocus ? true : undefined}
    />
  );
}
