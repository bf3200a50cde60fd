/**
 * CSV (RFC 4180) that is safe to open in a spreadsheet: every field quoted, quotes doubled, and
 * cells that a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage
 * return) prefixed with an apostrophe, as OWASP recommends against CSV injection.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

type CsvValue = string | number | boolean | null | undefined;

export function csvCell(value: CsvValue): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

/** A UTF-8 byte-order mark: it lets Excel read accents right. A CSV file starts with it. */
export const CSV_BOM = '\uFEFF';

/** One row and its CRLF: what a streamed export writes row by row (after CSV_BOM). */
export const csvRow = (row: readonly CsvValue[]): string => `${row.map(csvCell).join(',')}\r\n`;

/** A whole file: the byte-order mark, then every row ending with CRLF. */
export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return CSV_BOM + rows.map(csvRow).join('');
}
