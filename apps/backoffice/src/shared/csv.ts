// CSV for every back-office export: Refine's list exports (papaparse) and the reconciliation's own table share one
// rule against formula injection (OWASP "CSV Injection"): a cell a spreadsheet would run as a formula gets a leading '.

/**
 * A cell a spreadsheet reads as a formula or a command: it starts with = + - @ (or their full-width forms, which some
 * spreadsheets accept as well), a tab or a carriage return. A plain signed number such as -12.50 stays a number.
 */
export const FORMULA_START = /^(?!-?\d+(?:\.\d+)?$)[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** Papaparse options of every list export: formulae escaped, every cell quoted. */
export const CSV_UNPARSE = { escapeFormulae: FORMULA_START, quotes: true } as const;

/** One CSV cell: quoted, quotes doubled, a formula prefixed with ' so a spreadsheet does not run it. */
export function csvCell(value: unknown): string {
  let s = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(s)) s = `'${s}`;
  return `"${s.replace(/"/g, '""')}"`;
}

/** Rows (the headers are the first row's keys) as CSV text with CRLF line ends. */
export function toCsv(rows: Record<string, unknown>[]): string {
  if (rows.length === 0) return '';
  const headers = Object.keys(rows[0]!);
  return [headers, ...rows.map((r) => headers.map((h) => r[h]))].map((line) => line.map(csvCell).join(',')).join('\r\n');
}

/** Offers CSV text as a download (with a byte-order mark so spreadsheets read UTF-8). */
export function downloadCsv(filename: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([`\ufeff${csv}`], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `${filename}.csv`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
