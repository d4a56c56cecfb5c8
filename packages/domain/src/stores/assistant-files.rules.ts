import { DIVISION_NAMES } from '../session/role-names.js';
import type { DivisionId } from '../session/role-names.js';

export const AIVA_FILE_UNKNOWN = 'Please choose one of the assistant files the server knows.';

/**
 * The assistant (aiva) file of a division's assistant: 'service-assistant.aiva' for Service (DIV004),
 * 'sales-assistant.aiva' for Sales (DIV001). A tenant's assistant runs one of the files of the
 * divisions its enterprise has assistants for; no other name may be set.
 */
export function aivaFileNameOf(divisionId: DivisionId): string {
  const slug = DIVISION_NAMES[divisionId].toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return `${slug}-assistant.aiva`;
}
