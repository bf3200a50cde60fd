/**
 * CSV (RFC 4180) that is safe to open in a spreadsheet: every field quoted, quotes doubled, and
 * cells that a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage
 * return) prefixed with an apostrophe, as OWASP recommends against CSV injection.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

/** Rows joined with CRLF, ending with one; a UTF-8 byte-order mark lets Excel read accents right. */
export function toCsv(rows: readonly (readonly (string | number | boolean | null | undefined)[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
