// Reading an `EXPLAIN (ANALYZE, FORMAT JSON)` result in the plan tests: how many rows the
// statement's scans of a table returned (rows × loops), whatever the plan's shape. A plan that
// reads a workspace's every row shows it here, on both databases, without timing anything.

interface PlanNode {
  "Relation Name"?: string;
  "Actual Rows"?: number;
  "Actual Loops"?: number;
  Plans?: PlanNode[];
}

function walk(node: PlanNode, table: string): number {
  const own =
    node["Relation Name"] === table ? (node["Actual Rows"] ?? 0) * (node["Actual Loops"] ?? 1) : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + walk(child, table), 0);
}

/** The rows the scans of `table` returned, from the rows of an EXPLAIN (ANALYZE, FORMAT JSON). */
export function rowsReadFrom(explained: readonly Record<string, unknown>[], table: string): number {
  const cell = Object.values(explained[0] ?? {})[0];
  // node-postgres parses the json column; PGlite (text types, decision 0048) hands the text.
  const parsed = (typeof cell === "string" ? JSON.parse(cell) : cell) as { Plan: PlanNode }[];
  // PostgreSQL 18 gives a node's rows per loop with decimals (0.67 over 3 loops: 2 rows).
  return Math.round(walk(parsed[0]!.Plan, table));
}
