/**
 * CSV as spreadsheets and accountants expect it (RFC 4180): a header row, CRLF line ends, a field quoted when it holds
 * a comma, a quote or a line break (its quotes doubled), and a byte-order mark so that Excel reads the file as UTF-8.
 */

export type CsvValue = string | number | null | undefined;

const BOM = "\uFEFF";
const NEEDS_QUOTES = /[",\r\n]/;
/** What a spreadsheet would run as a formula ('=HYPERLINK(…)', '+…', '-…', '@…', or after a tab or carriage return). */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;

/**
 * One field. Text that a spreadsheet would read as a formula gets an apostrophe in front, so it shows as typed and
 * never runs (CSV injection); plain numbers such as '-5.00' are left alone.
 */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole file: the BOM, the header row, then one line per row, each line ended by CRLF. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvValue[]>): string {
  return `${BOM}${[header, ...rows].map((row) => `${row.map(csvField).join(",")}\r\n`).join("")}`;
}
