/**
 * Spec 2 §4, "Allowed outcome reasons per stage" and "Further reason names", copied from the spec as
 * written so the tests check the rules against the spec and not against the module's own lists.
 * Not exported from the testing barrel: only the outcome-reason tests read it.
 */
const SPEC_TABLE = `
| INITIATED | NOT_INTERESTED, DO_NOT_CONTACT, NOT_ACTIVELY_LOOKING, INTERESTED_IN_DISCUSSING |
| RESPONDED | PRICE_HIGH, TRADE_IN_VALUE_LOW, ALREADY_SOLD, COMPETITIVE_OFFER, NEED_MORE_TIME, VEHICLE_QUESTION, PRICE_TOO_LOW, LOCATION_CONSTRAINT, OPT_OUT, SELLING_PRIVATELY, NO_INTENT_TO_SELL, CONTACTED, TURN_OVER_TO_SALE, TRADE_IN, SALVAGE, INVALID_CONTACT_INFO |
| ENGAGED | same as RESPONDED except INVALID_CONTACT_INFO |
| APPOINTMENT_SET | APPOINTMENT_SET |
| SHOW_OR_NO_SHOW | NO_SHOW, SHOW |
| CAR_BOUGHT_OR_NOTBOUGHT | CAR_NOTBOUGHT, CAR_BOUGHT, DEAL_LOST |
`;

const SPEC_FURTHER_REASONS =
  'APR_TOO_HIGH, FINANCING_QUESTION, NEED_PRICE, CAR_SOLD, CAR_UNSOLD, VOICEMAIL_LEFT, JUST_CURIOUS, PRICE_TOO_HIGH, TRADEIN_OFFER_TOO_LOW, NOT_IN_MARKET, CONTACT_LATER, FOLLOWUP, LINKEXPIRED';

/**
 * Spec 2 §4: the stages, CONTACTED among them although the reason table leaves it out, and first
 * NOT_STARTED, the status seen in sample data for a lead not texted yet (issue 30 point 4).
 */
export const SPEC_LEAD_STAGES = [
  'NOT_STARTED',
  'INITIATED',
  'RESPONDED',
  'CONTACTED',
  'ENGAGED',
  'APPOINTMENT_SET',
  'SHOW_OR_NO_SHOW',
  'CAR_BOUGHT_OR_NOTBOUGHT',
] as const;

function parseTable(table: string): Record<string, string[]> {
  const rows: Record<string, string[]> = {};
  for (const line of table.trim().split('\n')) {
    const [stage = '', cell = ''] = line
      .split('|')
      .map((part) => part.trim())
      .filter(Boolean);
    // The spec writes ENGAGED's row as a difference from an earlier row.
    const same = /^same as (\w+) except (\w+)$/.exec(cell);
    rows[stage] = same ? (rows[same[1]!] ?? []).filter((reason) => reason !== same[2]) : cell.split(', ');
  }
  return rows;
}

/** Stage → reasons, in the spec's order; a stage the table leaves out has none. */
export const SPEC_OUTCOME_REASONS: Readonly<Record<string, readonly string[]>> = parseTable(SPEC_TABLE);
export const SPEC_FURTHER_REASON_NAMES: readonly string[] = SPEC_FURTHER_REASONS.split(', ');
