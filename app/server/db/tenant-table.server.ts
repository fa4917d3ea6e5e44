import { sql, type SQL } from "drizzle-orm";
import {
  index,
  pgPolicy,
  pgRole,
  pgTable,
  text,
  type PgColumn,
  type PgColumnBuilderBase,
} from "drizzle-orm/pg-core";
import { authOrganization } from "./auth-schema.server";

// A business table of a module, declared once with what every tenant table needs (decision
// 0083): its `organization_id` (filled from the tenant transaction, the workspace's row deleted
// with it), an index led by it, and the row-level-security policy of the application role, so
// that `drizzle-kit generate` writes the policy with the table. FORCE ROW LEVEL SECURITY and the
// role's grants are not drizzle's: the module's migration appends them by hand (as 0001-0019).

/** The application role of the tenant transactions (drizzle/0002), created by the migrations. */
const appTenant = pgRole("app_tenant").existing();

const sameWorkspace = (column: string): SQL =>
  sql`${sql.identifier(column)} = current_setting('app.org_id', true)`;

/**
 * The workspace column of a business table (a table declared before tenantTable existed adds it
 * itself, with its index and its policy in its hand-written migration).
 */
export const tenantColumn = () =>
  text("organization_id")
    .notNull()
    .default(sql`current_setting('app.org_id', true)`)
    .references(() => authOrganization.id, { onDelete: "cascade" });

/**
 * `pgTable(name, columns, extra)` with `organizationId` first, the index
 * `<name>_org_idx (organization_id, ...leading)` and the policy `<name>_tenant`.
 */
export function tenantTable<
  TName extends string,
  TColumns extends Record<string, PgColumnBuilderBase>,
>(
  name: TName,
  columns: TColumns,
  options: {
    /** The columns after `organization_id` in its index (the list's order). */
    leading?: (t: Record<keyof TColumns, PgColumn>) => PgColumn[];
    extra?: (t: Record<keyof TColumns | "organizationId", PgColumn>) => unknown[];
    /**
     * The columns of foreign keys whose parent's deletion reaches this table (cascade, set null):
     * each gets an index of its own, `<name>_<column>_idx`. PostgreSQL looks the rows up by that
     * column alone, which an index led by `organization_id` cannot serve (decision 0127).
     */
    cascades?: (t: Record<keyof TColumns, PgColumn>) => PgColumn[];
  } = {},
) {
  return pgTable(name, { organizationId: tenantColumn(), ...columns }, (t) => {
    const all = t as unknown as Record<keyof TColumns | "organizationId", PgColumn>;
    return [
      index(`${name}_org_idx`).on(all.organizationId, ...(options.leading?.(all) ?? [])),
      pgPolicy(`${name}_tenant`, {
        as: "permissive",
        for: "all",
        to: appTenant,
        using: sameWorkspace("organization_id"),
        withCheck: sameWorkspace("organization_id"),
      }),
      ...((options.extra?.(all) ?? []) as []),
      ...(options.cascades?.(all) ?? []).map((column) =>
        index(`${name}_${column.name}_idx`).on(column),
      ),
    ];
  });
}
