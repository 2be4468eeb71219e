import { VENDOR_IMPORT, VENDOR_IMPORT_MESSAGES } from '@showroom/contract/vendor-import';
import { CsvError, type Info, parse } from 'csv-parse';

/** How many rows under the header the upload's answer shows beside the mapping. */
const SAMPLE_ROWS = 3;

/** A data row of the file: its cells and the file's line it ends on (the header is line 1). */
export interface CsvRow {
  line: number;
  cells: string[];
}

export interface CsvHead {
  headers: string[];
  sample: string[][];
  totalRows: number;
}

/** A file that cannot be imported, with the message to show. */
export class CsvProblem extends Error {}

/**
 * csv-parse, streaming: a BOM dropped, blank lines skipped, short and long rows kept (checked by
 * field), and a quote inside an unquoted cell kept as text (inches: 7").
 */
function parser(csv: string) {
  return parse(csv, {
    bom: true,
    skip_empty_lines: true,
    relax_column_count: true,
    relax_quotes: true,
    info: true,
  });
}

function problemOf(error: unknown): CsvProblem {
  if (error instanceof CsvError) {
    return new CsvProblem(VENDOR_IMPORT_MESSAGES.unreadable(error.message.replace(/^.*?: /, '')));
  }
  return error instanceof Error ? new CsvProblem(error.message) : new CsvProblem(String(error));
}

/** Every record of the file with its line, header first. Throws CsvProblem where it cannot be read. */
async function* records(csv: string): AsyncGenerator<CsvRow> {
  try {
    for await (const { record, info } of parser(csv) as AsyncIterable<{ record: string[]; info: Info }>) {
      yield { line: info.lines, cells: record };
    }
  } catch (error) {
    throw problemOf(error);
  }
}

/** Reads the whole upload once: its header, first rows and row count; refuses empty and oversized files. */
export async function readCsvHead(csv: string): Promise<CsvHead> {
  let headers: string[] | null = null;
  const sample: string[][] = [];
  let totalRows = 0;
  for await (const { cells } of records(csv)) {
    if (headers === null) {
      headers = cells.map((cell) => cell.trim());
      continue;
    }
    totalRows += 1;
    if (totalRows > VENDOR_IMPORT.maxRows) throw new CsvProblem(VENDOR_IMPORT_MESSAGES.tooManyRows);
    if (sample.length < SAMPLE_ROWS) sample.push(cells);
  }
  if (headers === null || headers.every((header) => header === '')) {
    throw new CsvProblem(VENDOR_IMPORT_MESSAGES.noHeader);
  }
  if (totalRows === 0) throw new CsvProblem(VENDOR_IMPORT_MESSAGES.noRows);
  return { headers, sample, totalRows };
}

/** The data rows after the first `skip` of them (a resumed run skips what it has done), in order. */
export async function* csvRows(csv: string, skip: number): AsyncGenerator<CsvRow> {
  let index = -1;
  for await (const row of records(csv)) {
    index += 1;
    if (index > skip) yield row;
  }
}
