/** Spec 2 §9 chat type filter: 1 is Type A, 2 is Type B, anything else (including none) Type All. */
export type ChatTypeLabel = 'Type A' | 'Type B' | 'Type All';

/** A select may hand the value over as a number or its digits; both count. */
export function chatTypeLabel(value: number | string | null | undefined): ChatTypeLabel {
  if (value === 1 || value === '1') return 'Type A';
  if (value === 2 || value === '2') return 'Type B';
  return 'Type All';
}
