/**
 * Spec 2 §9: the report palette has 14 colours (the spec does not list them). Ours are mid-tone hues
 * spread round the wheel, each at least 3:1 against a white page and against the dark scheme's page
 * (#242424), so a bar or a donut slice reads in both schemes (WCAG 1.4.11 non-text contrast).
 */
export const REPORT_PALETTE = [
  '#2f7ed8', // blue
  '#e8590c', // orange
  '#2b9348', // green
  '#d6336c', // pink
  '#7b61ff', // violet
  '#0c8599', // teal
  '#b08800', // ochre
  '#a0612d', // brown
  '#e03131', // red
  '#5c940d', // lime
  '#ae3ec9', // purple
  '#868e96', // grey
  '#0ca678', // mint
  '#4c6ef5', // indigo
] as const;

/** The colour of the nth series or slice; past 14 the palette starts again. */
export function reportColour(index: number): string {
  const size = REPORT_PALETTE.length;
  return REPORT_PALETTE[((Math.trunc(index) % size) + size) % size]!;
}
