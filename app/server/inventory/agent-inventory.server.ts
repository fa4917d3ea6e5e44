import { eq, or, sql } from "drizzle-orm";
import { AGENT_LIMITS, agentActorName } from "~/content/inventory-agent";
import type { AgentInventory } from "~/contracts/inventory-agent-schema";
import {
  asset,
  assetLocation,
  assetType,
  installedSoftware,
  type AssetRow,
} from "~/server/db/inventory-schema.server";
import { journal } from "~/server/workspaces/journal.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { describeAsset, diffDescriptions, recordAssetEvent } from "./asset-history.server";
import { foldName, type AssetRefs } from "./asset-refs.server";
import { foldPublisher } from "./licence-match.server";
import { saveAsset } from "./asset-commands.server";
import { assetSearchVector } from "./asset-search.server";
import type { InventoryContext } from "./inventory-context.server";
import { nextTag } from "./inventory-setup.server";

// One GLPI Agent inventory in the token's workspace (inside its tenant transaction): the asset is
// matched by serial (bios.ssn), else by hardware UUID (hardware.uuid), and created or updated
// (name, manufacturer, model; the type only at creation, from the chassis), its installed software
// replaced when the document lists it. Two submissions of one machine at once wait for each other
// on a transaction-level advisory lock per key, so they never create two assets (the unique
// indexes on serial and UUID are the last guard). Journal: creations only
// ('asset.agent_inventory'); each change is in the asset's history (kind 'agent').

/** Serials and UUIDs firmware vendors leave as placeholders: they identify nothing. */
const PLACEHOLDERS = new Set(
  [
    "",
    "0",
    "none",
    "null",
    "n/a",
    "na",
    "default string",
    "to be filled by o.e.m.",
    "system serial number",
    "not specified",
    "not applicable",
    "0123456789",
    "123456789",
    "00000000-0000-0000-0000-000000000000",
    "ffffffff-ffff-ffff-ffff-ffffffffffff",
    "03000200-0400-0500-0006-000700080009",
  ].map((v) => v.toLowerCase()),
);

const usable = (value: string | undefined, max: number) => {
  const v = value?.trim().slice(0, max) ?? "";
  return PLACEHOLDERS.has(v.toLowerCase()) || /^[0\s.-]+$/.test(v) ? null : v;
};

const clean = (value: string | undefined, max: number = AGENT_LIMITS.text) =>
  value
    ?.replace(/\p{Cc}/gu, "")
    .trim()
    .slice(0, max) || null;

/** The built-in type of a chassis ('Notebook' → laptop, 'Rack Mount Chassis' → server). */
function typeKeyOfChassis(chassis: string | undefined): string {
  const c = foldName(chassis ?? "");
  if (/notebook|laptop|portable|hand ?held|tablet|convertible|detachable|netbook/.test(c)) {
    return "laptop";
  }
  if (/server|rack|blade|multi-system/.test(c)) return "server";
  return "workstation";
}

export interface AgentIdentity {
  serial: string | null;
  hardwareUuid: string | null;
}

export function agentIdentity(doc: AgentInventory): AgentIdentity {
  const uuid = usable(doc.content.hardware?.uuid, 100);
  return { serial: usable(doc.content.bios?.ssn, 120), hardwareUuid: uuid?.toLowerCase() ?? null };
}

function softwareRows(doc: AgentInventory, assetId: string) {
  const seen = new Set<string>();
  const rows: (typeof installedSoftware.$inferInsert)[] = [];
  for (const item of doc.content.softwares ?? []) {
    const name = clean(item.name);
    if (!name) continue;
    const version = clean(item.version);
    const key = `${name}\u0000${version ?? ""}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const publisher = clean(item.publisher);
    rows.push({
      assetId,
      name,
      publisher,
      version,
      matchName: foldName(name),
      matchPublisher: foldPublisher(publisher),
    });
    if (rows.length >= AGENT_LIMITS.softwares) break;
  }
  return rows;
}

async function replaceSoftware(tx: TenantTx, doc: AgentInventory, assetId: string) {
  if (!doc.content.softwares) return; // a partial inventory without the list keeps the old one
  await tx.delete(installedSoftware).where(eq(installedSoftware.assetId, assetId));
  const rows = softwareRows(doc, assetId);
  for (let i = 0; i < rows.length; i += 1000) {
    await tx.insert(installedSoftware).values(rows.slice(i, i + 1000));
  }
}

/**
 * Serialises the submissions of one machine in this workspace (released at commit): one lock on
 * its serial, or on its UUID when it has none.
 */
async function lockIdentity(tx: TenantTx, organizationId: string, id: AgentIdentity) {
  const key = id.serial ? `s:${id.serial}` : `u:${id.hardwareUuid}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${organizationId}|${key}`}))`);
}

async function findAsset(tx: TenantTx, id: AgentIdentity): Promise<AssetRow | null> {
  const match = [
    id.serial ? eq(asset.serial, id.serial) : undefined,
    id.hardwareUuid ? eq(asset.hardwareUuid, id.hardwareUuid) : undefined,
  ].filter(Boolean);
  const rows = await tx
    .select()
    .from(asset)
    .where(or(...match))
    .for("update");
  return rows.find((row) => id.serial && row.serial === id.serial) ?? rows[0] ?? null;
}

/**
 * What the history's descriptions need (types and locations): the workspace's settings row and
 * built-in types exist since its token was created (createAgentToken → ensureInventory).
 */
async function agentRefs(tx: TenantTx): Promise<AssetRefs> {
  const [types, locations] = await Promise.all([
    tx
      .select({
        id: assetType.id,
        key: assetType.key,
        name: assetType.name,
        fields: assetType.fields,
      })
      .from(assetType),
    tx.select({ id: assetLocation.id, name: assetLocation.name }).from(assetLocation),
  ]);
  return { types, locations, members: [] };
}

type AgentOutcome = { created: boolean; asset: AssetRow };

export async function applyAgentInventory(
  ctx: InventoryContext,
  organizationId: string,
  doc: AgentInventory,
  id: AgentIdentity,
): Promise<AgentOutcome> {
  await lockIdentity(ctx.tx, organizationId, id);
  const refs = await agentRefs(ctx.tx);
  const { bios, hardware } = doc.content;
  const seen = {
    name: clean(hardware?.name, 120) ?? id.serial ?? id.hardwareUuid ?? doc.deviceid.slice(0, 120),
    manufacturer: clean(bios?.smanufacturer ?? bios?.mmanufacturer, 120),
    model: clean(bios?.smodel ?? bios?.mmodel, 120),
  };
  const found = await findAsset(ctx.tx, id);
  if (found) {
    const saved = await updateFromAgent(ctx, found, seen, id, refs);
    await replaceSoftware(ctx.tx, doc, found.id);
    return { created: false, asset: saved };
  }
  const typeKey = typeKeyOfChassis(hardware?.chassis_type);
  const type = refs.types.find((t) => t.key === typeKey) ?? refs.types[0]!;
  const columns = {
    tag: await nextTag(ctx.tx),
    ...seen,
    typeId: type.id,
    serial: id.serial,
    hardwareUuid: id.hardwareUuid,
    status: "in_service",
    assigneeName: null,
  };
  const [row] = await ctx.tx
    .insert(asset)
    .values({
      ...columns,
      source: "agent",
      lastInventoryAt: ctx.now,
      search: assetSearchVector(columns),
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning();
  await recordAssetEvent(ctx, row!.id, "agent", diffDescriptions({}, describeAsset(row!, refs)));
  await replaceSoftware(ctx.tx, doc, row!.id);
  await journal(ctx.tx, ctx.actor, "asset.agent_inventory", `${row!.tag} · ${row!.name}`);
  return { created: true, asset: row! };
}

async function updateFromAgent(
  ctx: InventoryContext,
  row: AssetRow,
  seen: { name: string; manufacturer: string | null; model: string | null },
  id: AgentIdentity,
  refs: AssetRefs,
): Promise<AssetRow> {
  const changes: Partial<AssetRow> = { ...seen, lastInventoryAt: ctx.now };
  // A key the asset lacks is added, unless another asset has it (the unique indexes).
  if (!row.serial && id.serial) {
    const [other] = await ctx.tx
      .select({ id: asset.id })
      .from(asset)
      .where(eq(asset.serial, id.serial));
    if (!other) changes.serial = id.serial;
  }
  if (!row.hardwareUuid && id.hardwareUuid) {
    const [other] = await ctx.tx
      .select({ id: asset.id })
      .from(asset)
      .where(eq(asset.hardwareUuid, id.hardwareUuid));
    if (!other) changes.hardwareUuid = id.hardwareUuid;
  }
  const diff = diffDescriptions(
    describeAsset(row, refs),
    describeAsset({ ...row, ...changes }, refs),
  );
  let saved = row;
  if (diff.length > 0 || changes.hardwareUuid) {
    saved = (await saveAsset(ctx, row, changes, refs, "agent")) ?? row;
  } else {
    await ctx.tx.update(asset).set({ lastInventoryAt: ctx.now }).where(eq(asset.id, row.id));
  }
  return saved;
}

/** The actor of an agent's changes (no member: the device names it). */
export const agentActor = (doc: AgentInventory) => ({
  id: null,
  name: agentActorName(doc.deviceid),
});
