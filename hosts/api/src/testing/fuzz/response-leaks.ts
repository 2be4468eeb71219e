/**
 * What no answer body may show: a stack trace, SQL or a database's wording, a file-system path, or
 * the name of an internal error. The patterns are written against our messages (none of which
 * contains these words) and the fuzz suite's inputs (which contain no such words either).
 */
const LEAKS: readonly { what: string; pattern: RegExp }[] = [
  { what: 'stack trace', pattern: /\n\s+at |\bat [\w.<>]+ \(|\.(?:ts|js|mjs|cjs):\d+:\d+/ },
  {
    what: 'SQL',
    pattern:
      /\b(?:select|insert into|update|delete from)\b.{0,80}?\b(?:from|values|set|where)\b|\bsyntax error at\b|\brelation "|\bcolumn "|\bviolates\b|\bduplicate key\b|\bout of range for type\b|\binvalid input syntax\b|\bunsupported Unicode escape\b/i,
  },
  {
    what: 'file path',
    pattern: /(?:^|[\s"'(])\/(?:work|home|tmp|usr|var|etc|root|opt|app|node_modules)\/|[A-Za-z]:\\\\/,
  },
  {
    what: 'internal error name',
    pattern:
      /\b(?:TypeError|RangeError|ReferenceError|SyntaxError|PostgresError|DrizzleQueryError|DrizzleError|ZodError|FST_[A-Z_]+|ERR_[A-Z_]+|ECONN[A-Z]+|EADDR[A-Z]+|ENOENT|EACCES)\b|Maximum call stack/,
  },
];

/** The first leak found in a body, by what it is, or null. */
export function leakIn(body: string): string | null {
  for (const { what, pattern } of LEAKS) if (pattern.test(body)) return what;
  return null;
}
