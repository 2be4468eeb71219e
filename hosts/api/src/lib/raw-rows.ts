/** Rows of a raw `db.execute(sql…)`, whichever driver ran it (PGlite answers `{ rows }`, postgres-js the rows). */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
