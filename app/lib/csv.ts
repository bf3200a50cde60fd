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

/**
 * Rows of a CSV text (RFC 4180: quoted fields with doubled quotes, CR LF or LF line ends), each with
 * the line it starts on, so an import can name the line of a bad row. A leading byte-order mark and
 * blank lines are skipped; an apostrophe that `csvCell` put before a formula-like cell is not removed
 * (a path never starts with one).
 */
export function parseCsv(text: string): { line: number; cells: string[] }[] {
  const rows: { line: number; cells: string[] }[] = [];
  const source = text.startsWith(CSV_BOM) ? text.slice(1) : text;
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0]?.trim()) rows.push({ line: rowLine, cells });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line++;
        cell += char;
      }
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i++;
      endRow();
      line++;
      rowLine = line;
    } else cell += char;
  }
  if (cell !== '' || cells.length > 0) endRow();
  return rows;
}
