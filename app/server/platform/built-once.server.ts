import { sql, type Placeholder, type Query, type SQL } from "drizzle-orm";
import { PgDialect, type SelectedFieldsOrdered } from "drizzle-orm/pg-core";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";

// A hot statement built once per shape, then only filled and run (decision 0112). Drizzle builds
// a query's text and parameters at every run, walking its whole tree: for the ticket's opening
// statement (five CTEs, 42 parameters) that was a fifth of a portal post's server CPU. Built with
// placeholders (`slot`) in place of the values, its text and its parameters' encoders are kept;
// each run hands the values by name, in whatever transaction it is given, through the session's
// own `prepareQuery` (the path Drizzle's `select` takes: the same driver, names and mapping).

/** A value handed at each run, by name (Drizzle's placeholder: a column's encoder still applies). */
export const slot = (name: string): Placeholder => sql.placeholder(name);

/** What `builtOnce` needs of a query builder: its SQL and its flat selection. */
interface Buildable {
  toSQL(): Query;
  readonly _: { readonly selectedFields: Record<string, unknown> };
}

/**
 * `build(tx, shape)` run once per shape (a small set of strings: the parts of the text that
 * depend on the input, never a value), then `run(tx, shape, values)` fills and sends its text.
 * A value missing from `values` throws (Drizzle's placeholder check), before anything is sent.
 */
export function builtOnce<Shape extends string, B extends Buildable & PromiseLike<unknown>>(
  build: (tx: TenantTx, shape: Shape) => B,
) {
  const built = new Map<Shape, { query: Query; fields: SelectedFieldsOrdered }>();
  return (tx: TenantTx, shape: Shape, values: Record<string, unknown>): Promise<Awaited<B>> => {
    let statement = built.get(shape);
    if (!statement) {
      const builder = build(tx, shape);
      const fields = Object.entries(builder._.selectedFields).map(([name, field]) => ({
        path: [name],
        field,
      })) as SelectedFieldsOrdered;
      statement = { query: builder.toSQL(), fields };
      built.set(shape, statement);
    }
    const prepared = tx._.session.prepareQuery(statement.query, statement.fields, undefined, true);
    return prepared.execute(values) as Promise<Awaited<B>>;
  };
}

/** A part of a raw statement built once per shape: its text's builder (slots only) and its values. */
export interface ShapedSql {
  /** Names what the text depends on (never a value): one build per shape. */
  shape: string;
  build: () => SQL;
  values: Record<string, unknown>;
}

/** Turns raw statements into text and parameters; Drizzle's default dialect, as `tx.execute`'s. */
const dialect = new PgDialect();

/** Shapes kept per statement: past it, a shape is built at each run (a bound, never an error). */
const MAX_SHAPES = 64;

/**
 * A raw statement (`sql` with `slot`s) built once per shape: `run(tx, shape, values, build)`
 * calls `build` the first time `shape` is seen, then only fills and sends its text, returning
 * what `tx.execute` returns. For statements every request sends (entering a workspace), whose
 * building cost more than their sending.
 */
export function sqlOnce<Shape extends string>() {
  const built = new Map<Shape, Query>();
  return <R = unknown>(
    tx: Pick<TenantTx, "_">,
    shape: Shape,
    values: Record<string, unknown>,
    build: () => SQL,
  ): Promise<R> => {
    let query = built.get(shape);
    if (!query) {
      query = dialect.sqlToQuery(build());
      if (built.size < MAX_SHAPES) built.set(shape, query);
    }
    return tx._.session
      .prepareQuery(query, undefined, undefined, false)
      .execute(values) as Promise<R>;
  };
}
