/**
 * The one CSV writer of every export (reports, an import's refused rows, the opcodes), in the web
 * app and on the server. A spreadsheet may run a cell that starts with =, +, -, @, a tab or a carriage
 * return as a formula (CSV injection, OWASP), so such a cell is written with a leading single quote,
 * which the spreadsheet shows as text; a negative figure is written that way too. Cells are quoted
 * when they hold a comma, a quote or a line break (RFC 4180).
 */
export const FORMULA_STARTS = ['=', '+', '-', '@', '\t', '\r'] as const;

const startsWithFormula = (text: string): boolean =>
  FORMULA_STARTS.some((character) => text.startsWith(character));

/** A cell's text as a spreadsheet may safely open it: a formula start gets a leading single quote. */
export function safeCsvText(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  return startsWithFormula(text) ? `'${text}` : text;
}

/** One CSV field: made safe, then quoted when RFC 4180 needs it. */
export function csvCell(value: unknown): string {
  const text = safeCsvText(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The header line and one line per row, joined with CRLF as RFC 4180 writes them. */
export function toCsv(headers: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [headers, ...rows].map((line) => line.map(csvCell).join(',')).join('\r\n');
}

/** Reads a CSV written by toCsv back into fields (quoted fields, doubled quotes, CRLF). */
export function parseCsv(csv: string): string[][] {
  const lines: string[][] = [];
  let line: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < csv.length; index += 1) {
    const character = csv[index]!;
    if (quoted) {
      if (character === '"' && csv[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else field += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      line.push(field);
      field = '';
    } else if (character === '\r' && csv[index + 1] === '\n') {
      line.push(field);
      lines.push(line);
      line = [];
      field = '';
      index += 1;
    } else field += character;
  }
  line.push(field);
  lines.push(line);
  return lines;
}
