import "server-only";
import { getTableColumns, sql } from "drizzle-orm";
import { getTableConfig } from "drizzle-orm/pg-core";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Transaction } from "@/lib/db";

// A batch's increments added to a statistics table (bio_stats, bio_stat_pairs) in one statement: each
// column travels as one array (unnest), not one parameter per value, which PostgreSQL and PGlite parse
// and plan several times faster than the equivalent multi-row VALUES; and no batch meets the 65,535
// parameters of a statement. Rows come in key order (rollup.ts), so concurrent batches lock rows alike.

/** A PostgreSQL array literal of `values` (each quoted: text, uuid, timestamptz and int alike). */
function arrayLiteral(values: unknown[]): string {
  const quoted = values.map((value) => {
    const text = value instanceof Date ? value.toISOString() : String(value);
    return `"${text.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
  });
  return `{${quoted.join(",")}}`;
}

/** Adds each row's `hits` and `visitors` to the row of the same key (the table's own), or inserts it. */
export async function addCounts<T extends PgTable>(
  tx: Transaction,
  table: T,
  rows: T["$inferInsert"][],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.entries(getTableColumns(table)) as [string, PgColumn][];
  const key = getTableConfig(table).primaryKeys[0]!.columns;
  const arrays = columns.map(
    ([name, column]) =>
      sql`${arrayLiteral(rows.map((row) => (row as Record<string, unknown>)[name]))}::${sql.raw(column.getSQLType())}[]`,
  );
  const names = (list: PgColumn[]) =>
    sql.join(
      list.map((c) => sql.identifier(c.name)),
      sql`, `,
    );
  await tx.execute(sql`
    insert into ${table} (${names(columns.map(([, c]) => c))})
    select * from unnest(${sql.join(arrays, sql`, `)})
    on conflict (${names(key)}) do update set
      hits = ${table}.hits + excluded.hits,
      visitors = ${table}.visitors + excluded.visitors`);
}
