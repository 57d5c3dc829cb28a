import fs from 'node:fs';
import { parse } from 'csv-parse/sync';

/**
 * Reads a CSV file with a header row into records keyed by the (trimmed) column names, values
 * trimmed. Rows with a different column count are kept (missing cells are ''). Throws when the file
 * is missing or not CSV.
 */
export function readCsv(file: string): Record<string, string>[] {
  const rows = parse(fs.readFileSync(file), {
    columns: (header: string[]) => header.map((h) => h.trim()),
    relax_column_count: true,
    skip_empty_lines: true,
    trim: true,
    bom: true,
  }) as Record<string, string | undefined>[];
  return rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v ?? ''])));
}
