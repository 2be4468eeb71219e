import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

export interface TextCell {
  table: string;
  column: string;
  value: string;
}

/** Rows of a raw query, whichever driver runs it (PGlite answers `{ rows }`, postgres.js an array). */
async function rowsOf(db: Database, query: string): Promise<Record<string, unknown>[]> {
  const result: unknown = await db.execute(sql.raw(query));
  if (Array.isArray(result)) return result as Record<string, unknown>[];
  return (result as { rows: Record<string, unknown>[] }).rows;
}

/** Every non-null value of every text, varchar, json and jsonb column of every table, as text. */
export async function allTextCells(db: Database): Promise<TextCell[]> {
  const columns = await rowsOf(
    db,
    `select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'character varying', 'character', 'json', 'jsonb')
      order by table_name, column_name`,
  );
  const cells: TextCell[] = [];
  for (const { table_name, column_name } of columns) {
    const table = String(table_name);
    const column = String(column_name);
    const rows = await rowsOf(
      db,
      `select "${column}"::text as value from "${table}" where "${column}" is not null`,
    );
    for (const row of rows) cells.push({ table, column, value: String(row.value) });
  }
  return cells;
}
