import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import classes from './LeadSearch.module.css';

type LeadSearchProps = {
  readonly value: string;
  readonly onChange: (value: string) => void;
};

export function LeadSearch({ value, onChange }: LeadSearchProps) {
  return (
    <TextInput
      aria-label="Search leads"
      placeholder="Search name, e-mail, phone or customer no."
      leftSection={<IconSearch size={16} />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      rightSection={
        value ? <CloseButton size="sm" aria-label="Clear search" onClick={() => onChange('')} /> : null
      }
      type="search"
      classNames={{ input: classes.input }}
    />
  );
}
