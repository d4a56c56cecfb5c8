/**
 * The format context's public surface (`@torque/domain/format`): the names the web app, adapters, server
 * or tests use. The files' other exports stay internal to the domain.
 */
export * from './phone.js';
export * from './trim-text.js';
export * from './response-time.js';
export * from './call-duration.js';
export { quoteInNote } from './note-quote.js';
export { csvCell, FORMULA_STARTS, parseCsv, safeCsvText, toCsv } from './csv-writer.js';
export { formatElapsed } from './elapsed-time.js';
export {
  closedRoEndDate,
  DATE_FORMATS,
  type DateInput,
  DEFAULT_DATE_ZONE,
  displayDateToIsoDate,
  isoDateToDisplayDate,
  displayPage,
  formatDisplayDate,
  formatIsoDate,
  formatMessageResponseTime,
  formatMonthLabel,
  formatRequestDate,
  formatTimeOfDay,
  serverPage,
} from './dates.js';
