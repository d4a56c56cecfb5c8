import { Text } from '@mantine/core';

/** From this share of its limit on, a field says how much of it is used. */
const NEAR_THE_LIMIT = 0.8;

const count = (n: number): string => n.toLocaleString('en-US');

type LengthCounterProps = {
  /** The length the limit is measured on (a template counts its stored line breaks). */
  readonly length: number;
  readonly max: number;
  /** How the length is counted, when that is not plain characters. */
  readonly note?: string;
};

/**
 * A field's length against the contract's maximum (issue 28: every free text has one), shown once the
 * text nears it so nobody types past it unawares; in red at the limit and beyond.
 */
export function LengthCounter({ length, max, note }: LengthCounterProps) {
  if (length < max * NEAR_THE_LIMIT) return null;
  return (
    <Text size="xs" c={length >= max ? 'red' : 'dimmed'} aria-live="polite">
      {`${count(length)} of ${count(max)} characters${note ? ` (${note})` : ''}`}
    </Text>
  );
}
