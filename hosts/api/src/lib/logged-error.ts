/**
 * What a log line keeps of an error. A failed database write is the dangerous one: Drizzle's error
 * carries the query's parameters (a password's argon2 hash, an e-mail, a phone number) in `params`
 * *and* in its message and stack, and the driver's error repeats row values in `detail` ("Key
 * (email)=(…) already exists", "Failing row contains (…)"). pino's redact paths cannot reach text
 * inside a message, so errors are rebuilt field by field from an allow-list instead.
 */
export type LoggedError = {
  type: string;
  message: string;
  stack: string;
  code?: string;
  /** The PostgreSQL constraint, table and column named by a driver error (names, never values). */
  constraint?: string;
  table?: string;
  column?: string;
  cause?: LoggedError;
};

/** Causes followed at most (a cycle or a very long chain must not stall logging). */
const MAX_CAUSES = 5;

const textOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** Drizzle's DrizzleQueryError: `Failed query: <sql>\nparams: <values>`, with `query` and `params`. */
function isQueryError(error: Error): error is Error & { query: string } {
  return error.name === 'DrizzleQueryError' || ('query' in error && 'params' in error);
}

/** The "at ..." lines of a stack, without the message lines that head it. */
function framesOf(stack: string | undefined): string {
  return (stack ?? '')
    .split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n');
}

function loggedError(error: unknown, depth: number): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const fields = error as Error & Record<string, unknown>;
  const type =
    error.constructor?.name && error.constructor.name !== 'Error' ? error.constructor.name : error.name;
  // Only the SQL text (its values are placeholders) survives of a failed query's message.
  const message = isQueryError(error) ? `Failed query: ${textOf(error.query) ?? ''}` : error.message;
  const logged: LoggedError = { type, message, stack: `${type}: ${message}\n${framesOf(error.stack)}` };
  const code = textOf(fields.code);
  if (code) logged.code = code;
  const constraint = textOf(fields.constraint_name) ?? textOf(fields.constraint);
  if (constraint) logged.constraint = constraint;
  const table = textOf(fields.table_name) ?? textOf(fields.table);
  if (table) logged.table = table;
  const column = textOf(fields.column_name) ?? textOf(fields.column);
  if (column) logged.column = column;
  if (error.cause !== undefined && depth < MAX_CAUSES) logged.cause = loggedError(error.cause, depth + 1);
  return logged;
}

/** pino serializer for `err`: every error the server logs goes through it. */
export function serializeLoggedError(error: unknown): LoggedError {
  return loggedError(error, 0);
}
