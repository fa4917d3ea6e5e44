import { and, eq, sql } from "drizzle-orm";
import type { AssetFieldDefinition } from "~/server/db/inventory-schema.server";
import { asset, assetLocation, assetType } from "~/server/db/inventory-schema.server";
import { authMember, authUser } from "~/server/db/auth-schema.server";
import { helpdeskContact } from "~/server/db/helpdesk-schema.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { ensureInventory } from "../inventory-setup.server";

// What an asset's values refer to, loaded once per form or import: the workspace's types (with
// their custom fields), locations and members. A cell or a form value names them by id or by
// name (case and accents ignored), members also by e-mail.

interface TypeRef {
  id: string;
  key: string | null;
  name: string;
  fields: AssetFieldDefinition[];
}
export interface NamedRef {
  id: string;
  name: string;
}
export interface MemberRef extends NamedRef {
  email: string;
}

export interface AssetRefs {
  types: TypeRef[];
  locations: NamedRef[];
  members: MemberRef[];
  /** Contacts (not members) who hold at least one asset: only with `holders: true`. */
  holders: NamedRef[];
}

/** Contacts listed in the list's 'Attribué à' filter, at most (by name). */
const HOLDERS_MAX = 200;

/** 'Équipement réseau ' → 'equipement reseau'. */
export const foldName = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();

/**
 * `setUp: false` (pages that only read): no write, so no commit to flush on every request. The
 * lists come in one statement (one round trip), each in the order the forms show it.
 */
export async function loadAssetRefs(
  tx: TenantTx,
  { setUp = true, holders = false } = {},
): Promise<AssetRefs> {
  if (setUp) await ensureInventory(tx);
  const result = await tx.execute(sql`
    select
      (select coalesce(json_agg(json_build_object(
          'id', ${assetType.id}, 'key', ${assetType.key}, 'name', ${assetType.name},
          'fields', ${assetType.fields}
        ) order by ${assetType.key} is null, ${assetType.name}), '[]')
        from ${assetType}) as types,
      (select coalesce(json_agg(json_build_object('id', ${assetLocation.id}, 'name', ${assetLocation.name})
        order by ${assetLocation.name}), '[]')
        from ${assetLocation}) as locations,
      (select coalesce(json_agg(json_build_object(
          'id', ${authUser.id}, 'name', ${authUser.name}, 'email', ${authUser.email}
        ) order by ${authUser.name}), '[]')
        from ${authMember} inner join ${authUser} on ${eq(authUser.id, authMember.userId)}) as members,
      ${holders ? assetHoldersList : sql`'[]'::json`} as holders`);
  const [row] = (result as unknown as { rows: AssetRefs[] }).rows;
  return {
    types: row!.types,
    locations: row!.locations,
    members: row!.members,
    holders: row!.holders,
  };
}

/**
 * The contacts holding an asset, by name. `is not null` lets the (workspace, contact) index give
 * only the assets that have a contact: written as the join alone, the planner read every asset
 * of the workspace (row-level security's check of a pending import needs each row), 4.8 ms at
 * 10,200 assets on PostgreSQL on every inventory page, none of them held by a contact.
 */
export const assetHoldersList = sql`(select coalesce(json_agg(json_build_object('id', h.id, 'name', h.name)
    order by h.name), '[]')
  from (select ${helpdeskContact.id} as id, ${helpdeskContact.name} as name from ${helpdeskContact}
    where exists (select 1 from ${asset} where ${eq(asset.assigneeContactId, helpdeskContact.id)}
      and ${asset.assigneeContactId} is not null)
    order by ${helpdeskContact.name} limit ${sql.raw(String(HOLDERS_MAX))}) as h)`;

/** The ref named by id or by (folded) name; undefined when none. */
export function findRef<T extends NamedRef>(refs: readonly T[], value: string): T | undefined {
  const folded = foldName(value);
  return refs.find((ref) => ref.id === value) ?? refs.find((ref) => foldName(ref.name) === folded);
}

/** A member named by id, e-mail or name. */
export function findMember(members: readonly MemberRef[], value: string): MemberRef | undefined {
  const lower = value.trim().toLowerCase();
  return (
    members.find((m) => m.id === value || m.email.toLowerCase() === lower) ??
    findRef(members, value)
  );
}

/** A helpdesk contact of this workspace by e-mail (not created): null when unknown. */
export async function findContact(tx: TenantTx, email: string): Promise<NamedRef | null> {
  const [row] = await tx
    .select({ id: helpdeskContact.id, name: helpdeskContact.name })
    .from(helpdeskContact)
    .where(and(eq(helpdeskContact.email, email.trim().toLowerCase())));
  return row ?? null;
}
