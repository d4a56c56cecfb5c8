import { TextInput } from '@mantine/core';
import { displayDateToIsoDate, isoDateToDisplayDate } from '@torque/domain';
import { useState } from 'react';

type DayInputProps = {
  readonly label: string;
  /** The chosen day as the wire has it, YYYY-MM-DD. */
  readonly iso: string;
  readonly onChange: (iso: string) => void;
};

/** A day typed DD/MM/YYYY (spec 2 §9): the caller hears of it once it is a real date. */
export function DayInput(props: DayInputProps) {
  const [text, setText] = useState(isoDateToDisplayDate(props.iso));
  const [shownIso, setShownIso] = useState(props.iso);
  // A day chosen elsewhere (a drill-down, a reset) replaces what was typed.
  if (shownIso !== props.iso) {
    setShownIso(props.iso);
    setText(isoDateToDisplayDate(props.iso));
  }
  const typed = displayDateToIsoDate(text);
  return (
    <TextInput
      label={props.label}
      placeholder="DD/MM/YYYY"
      value={text}
      inputMode="numeric"
      error={text.trim() && !typed ? 'Write the date as DD/MM/YYYY.' : undefined}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setText(value);
        const iso = displayDateToIsoDate(value);
        if (iso) {
          setShownIso(iso);
          props.onChange(iso);
        }
      }}
      w={{ base: '47%', xs: 150 }}
    />
  );
}
