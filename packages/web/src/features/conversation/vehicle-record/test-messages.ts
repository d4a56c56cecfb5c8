/** The spec's words, verbatim (spec 1 §5, spec 2 §5), so a test fails if the app's copy drifts. */
export const MILEAGE_NOT_NUMERIC_MESSAGE = 'Selected text is not a Valid value, select a Numeric data.';
