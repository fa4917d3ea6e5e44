import { getTableColumns, is, SQL, sql, type InferInsertModel } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

/**
 * One row to insert, with every column of the table but those the database fills (`Filled`), each
 * required (a nullable column takes an explicit `null`): a column added to the table is a compile
 * error until the code writes it or names it as filled by the database.
 */
export type FullRow<T extends PgTable, Filled extends keyof InferInsertModel<T>> = {
  [K in Exclude<keyof InferInsertModel<T>, Filled>]-?: InferInsertModel<T>[K];
};

type Selection<T extends PgTable> = { [K in keyof InferInsertModel<T>]-?: SQL.Aliased };

/**
 * The SELECT list of an `insert … select` of one row, for Drizzle's `db.insert(table).select()`
 * (which wants every column, in the table's order): the row's value of each column, cast to the
 * column's type, or the database default of a column in `filled`. It throws on a column that is
 * neither, and on a value that has no column, so that nothing is left out at run time either.
 */
export function insertSelection<T extends PgTable, Filled extends keyof InferInsertModel<T>>(
  table: T,
  row: FullRow<T, Filled>,
  filled: readonly Filled[],
): Selection<T> {
  const columns = getTableColumns(table);
  const values = row as Record<string, unknown>;
  const unknown = Object.keys(values).filter((key) => !(key in columns));
  if (unknown.length > 0) throw new Error(`No column for ${unknown.join(", ")}`);
  const selection: Record<string, SQL.Aliased> = {};
  for (const [key, column] of Object.entries(columns)) {
    const type = sql.raw(column.getSQLType());
    if (key in values) {
      selection[key] = sql`cast(${sql.param(values[key], column)} as ${type})`.as(column.name);
    } else if (!(filled as readonly string[]).includes(key)) {
      throw new Error(`Column ${key} is neither written nor filled by the database`);
    } else {
      const value = column.defaultFn ? column.defaultFn() : (column.default ?? null);
      const expression = is(value, SQL) ? value : sql`cast(${sql.param(value, column)} as ${type})`;
      selection[key] = expression.as(column.name);
    }
  }
  return selection as Selection<T>;
}
