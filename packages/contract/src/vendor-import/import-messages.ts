import { COLOUR_CELL_EXAMPLE } from './import-fields.ts';

/** The bulk import's limits (decision 0097): a catalogue of thousands of rows fits, a runaway file does not. */
export const VENDOR_IMPORT = {
  /** The multipart field of the one file. */
  field: 'file',
  maxBytes: 10 * 1024 * 1024,
  maxRows: 20_000,
  extension: 'csv',
  /** How often the screen asks for a running import's progress. */
  pollMs: 1000,
  errorsPerPage: 50,
} as const;

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** Every text of the bulk import, on the server's answers and the screen. */
export const VENDOR_IMPORT_MESSAGES = {
  fileMissing: 'Choose a CSV file to upload.',
  fileType: 'The file field must be a file of type: csv.',
  fileSize: `The file field must not be greater than ${VENDOR_IMPORT.maxBytes / 1024} kilobytes.`,
  multipartOnly: 'Send the file as multipart/form-data.',
  noHeader: 'The file has no header row.',
  noRows: 'The file has no rows under its header row.',
  tooManyRows: `The file has more than ${VENDOR_IMPORT.maxRows.toLocaleString('en-US')} rows; split it into smaller files.`,
  /** `reason` is the CSV reader's, naming the line. */
  unreadable: (reason: string) => `The file could not be read: ${reason}.`,
  unmapped: (label: string) => `Choose the column that holds ${label}.`,
  noSuchColumn: "Choose one of the file's columns.",
  alreadyImported: 'This file has been imported already. Upload it again to import it again.',
  busy: 'This file is being checked or imported; wait until it finishes.',
  uploaded: 'File uploaded. Check the columns, then run a dry run or import.',
  started: (dryRun: boolean) => (dryRun ? 'Checking your file…' : 'Importing your file…'),
  unknownCategory: (value: string) =>
    `"${value}" is not one of our categories; use a category's name or slug.`,
  ambiguousCategory: (value: string) => `"${value}" names more than one category; use its slug.`,
  unknownBrand: (value: string) => `"${value}" is not one of your brand lines.`,
  badColour: (value: string) =>
    `"${value}" is not a colour: write a name and a hex code, as in "${COLOUR_CELL_EXAMPLE}".`,

  dryRunSummary: (ready: number, failed: number) =>
    `Dry run: ${count(ready, 'row is', 'rows are')} ready to import, ${count(failed, 'row has', 'rows have')} problems. Nothing was imported.`,
  importSummary: (created: number, updated: number, failed: number) =>
    `${count(created, 'product', 'products')} created, ${count(updated, 'row', 'rows')} updated, ${count(failed, 'row', 'rows')} not imported.`,
  failed: 'The import stopped: the file could not be read. Nothing after the last saved batch was imported.',
} as const;
