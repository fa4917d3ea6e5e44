import { and, eq, getTableColumns, isNull, or, sql } from "drizzle-orm";
import { agentActorName } from "~/content/inventory-agent";
import type { AgentInventory } from "~/contracts/inventory-agent-schema";
import {
  asset,
  assetEvent,
  assetType,
  installedSoftware,
  inventorySettings,
  type AssetRow,
} from "~/server/db/inventory-schema.server";
import { mailLine } from "~/server/mail/mail-text.server";
import { builtOnce, slot } from "~/server/platform/built-once.server";
import { journalInsert } from "~/server/workspaces/journal.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import {
  agentSoftware,
  cleanText,
  softwareJson,
  softwareRecords,
  softwareHash,
  storedSoftware,
  syncSoftware,
  type SoftwareItem,
  type StoredItem,
} from "./agent-software.server";
import { agentTokenMatches } from "./agent-token.server";
import { describeAsset, diffDescriptions } from "../assets/asset-history.server";
import { foldName, type AssetRefs } from "../assets/asset-refs.server";
import { saveAsset } from "../assets/asset-commands.server";
import { assetSearchText } from "../assets/asset-search.server";
import type { InventoryContext } from "../inventory-context.server";
import { assetTagSql, nextFreeTagNumber, TAG_PLACEHOLDER } from "../inventory-setup.server";

// One GLPI Agent inventory in the token's workspace (inside its tenant transaction): the asset is
// matched by serial (bios.ssn), else by hardware UUID (hardware.uuid), else, for a machine that has
// neither (virtual machines, some phones), by the agent's deviceid among the assets that have
// neither; it is created or updated (name, manufacturer, model, operating system; the type only at
// creation, from the item type, else the chassis), its installed software
// brought in line when the document lists it (agent-software.server.ts: only the difference is
// written, nothing when the list is the same). Two submissions of one machine at once wait for
// each other on a transaction-level advisory lock per key, so they never create two assets (the
// unique indexes on serial and UUID are the last guard). Journal: creations only
// ('asset.agent_inventory'); each change is in the asset's history (kind 'agent'). An inventory
// that changes nothing writes only the asset's `last_inventory_at`: no history event.
//
// Agents send often (daily, or at each start): the unchanged inventory is the common case, and
// costs the tenant's entry (which takes the machine's lock, `agentLockKey`), then two statements:
// the token's hash with the asset, and its `last_inventory_at` (decision 0120).

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

/** GLPI's item types that are not computers, by built-in type. */
const ITEMTYPE_KEYS: Record<string, string> = {
  phone: "phone",
  printer: "printer",
  networkequipment: "network",
};

/**
 * The built-in type of a new asset: from the item type the agent names (a Phone is a phone), else
 * from a computer's chassis ('Notebook' → laptop, 'Rack Mount Chassis' → server).
 */
function typeKeyOf(doc: AgentInventory): string {
  const itemtype = (doc.itemtype ?? "").toLowerCase();
  if (Object.hasOwn(ITEMTYPE_KEYS, itemtype)) return ITEMTYPE_KEYS[itemtype]!;
  const c = foldName(doc.content.hardware?.chassis_type ?? "");
  if (/notebook|laptop|portable|hand ?held|tablet|convertible|detachable|netbook/.test(c)) {
    return "laptop";
  }
  if (/server|rack|blade|multi-system/.test(c)) return "server";
  return "workstation";
}

export interface AgentIdentity {
  serial: string | null;
  hardwareUuid: string | null;
  deviceId: string | null;
}

export function agentIdentity(doc: AgentInventory): AgentIdentity {
  const uuid = usable(doc.content.hardware?.uuid, 100);
  return {
    serial: usable(doc.content.bios?.ssn, 120),
    hardwareUuid: uuid?.toLowerCase() ?? null,
    deviceId: cleanText(doc.deviceid, 400),
  };
}

/** The operating system as people name it: the agent's full name, else name and version. */
function operatingSystemOf(doc: AgentInventory): string | null {
  const os = doc.content.operatingsystem;
  const named = [os?.name, os?.version].filter((part) => part?.trim()).join(" ");
  return cleanText(os?.full_name || named || doc.content.hardware?.osname, 200);
}

/**
 * The key that serialises the submissions of one machine in its workspace (its serial, else its
 * UUID, else the agent's device id): taken by the statement that enters the tenant (`inTenant`'s
 * `lock`), held until the commit, so two submissions of one machine never create two assets.
 */
export function agentLockKey(id: AgentIdentity): string {
  if (id.serial) return `agent:s:${id.serial}`;
  return id.hardwareUuid ? `agent:u:${id.hardwareUuid}` : `agent:d:${id.deviceId ?? ""}`;
}

/**
 * The workspace's token hash (its settings row, there since the token was created) and the
 * machine's asset, locked, in one statement built once per shape (decision 0120): the asset by
 * serial or UUID, or, for a machine that has neither, by its device id among the assets that have
 * neither. A row per asset found (none: one row, its asset's columns null); no settings row: no
 * row, so no hash. The caller checks the hash again in this transaction: a token revoked
 * meanwhile writes nothing. With each asset, its stored software when the document lists software
 * whose hash differs from the asset's (what `syncSoftware` compares), else null: the common
 * unchanged inventory reads none of it, a changed one no round trip more.
 */
const identified = builtOnce((tx, shape: "keys" | "device") => {
  const match =
    shape === "keys"
      ? or(eq(asset.serial, slot("serial")), eq(asset.hardwareUuid, slot("hardwareUuid")))
      : and(
          eq(asset.agentDeviceId, slot("deviceId")),
          isNull(asset.serial),
          isNull(asset.hardwareUuid),
        );
  const found = tx.select().from(asset).where(match).for("update").as("found");
  const columns = Object.fromEntries(
    Object.keys(getTableColumns(asset)).map((name) => [name, found[name as keyof AssetRow]]),
  ) as { [K in keyof AssetRow]: (typeof found)[K] };
  const software = sql<StoredItem[] | null>`case
    when ${slot("softwareHash")}::text is not null
      and ${found.softwareHash} is distinct from ${slot("softwareHash")}::text
    then (select coalesce(json_agg(json_build_object('id', s.id, 'name', s.name,
        'publisher', s.publisher, 'version', s.version)), '[]'::json)
      from ${installedSoftware} s where s.asset_id = ${found.id})
  end`;
  return tx
    .select({ tokenHash: inventorySettings.agentTokenHash, storedSoftware: software, ...columns })
    .from(inventorySettings)
    .leftJoinLateral(found, sql`true`);
});

type FoundAsset = AssetRow & { storedSoftware: StoredItem[] | null };

/**
 * The document's software and its hash, made once (the asset's lookup, its update and its
 * creation each compare or store the hash); null when the document lists none.
 */
type ListedSoftware = { items: SoftwareItem[]; hash: string } | null;

async function identify(
  tx: TenantTx,
  id: AgentIdentity,
  software: ListedSoftware,
): Promise<{ storedHash: string | null; found: FoundAsset | null }> {
  const rows = await identified(tx, id.serial || id.hardwareUuid ? "keys" : "device", {
    serial: id.serial,
    hardwareUuid: id.hardwareUuid,
    deviceId: id.deviceId ?? "",
    softwareHash: software?.hash ?? null,
  });
  const assets = rows.flatMap(({ tokenHash: _, ...row }) =>
    row.id === null ? [] : [row as FoundAsset],
  );
  const found = assets.find((row) => id.serial && row.serial === id.serial) ?? assets[0] ?? null;
  return { storedHash: rows[0]?.tokenHash ?? null, found };
}

/**
 * What an update's history needs of the workspace's types and locations: nothing. They name the
 * asset's type, location and custom fields, which an agent never changes, so both sides of the
 * difference describe them alike (and the event lists only what differs).
 */
const UPDATE_REFS: AssetRefs = { types: [], locations: [], members: [], holders: [] };

/** What a new asset has no value for (the columns' defaults), as its history describes it. */
const NO_PURCHASE = {
  purchaseDate: null,
  purchasePrice: null,
  currency: null,
  warrantyEnd: null,
};

type AgentOutcome = { created: boolean; tag: string };

/**
 * Applies the inventory; null when the token the request came with is no longer the workspace's
 * (regenerated or revoked since it was checked): then nothing is written.
 */
export async function applyAgentInventory(
  ctx: InventoryContext,
  doc: AgentInventory,
  id: AgentIdentity,
  token: string,
): Promise<AgentOutcome | null> {
  const items = agentSoftware(doc);
  const software: ListedSoftware = items ? { items, hash: softwareHash(items) } : null;
  const { storedHash, found } = await identify(ctx.tx, id, software);
  if (!agentTokenMatches(token, storedHash)) return null;
  const { bios, hardware } = doc.content;
  const seen = {
    name:
      cleanText(hardware?.name, 120) ?? id.serial ?? id.hardwareUuid ?? doc.deviceid.slice(0, 120),
    manufacturer: cleanText(bios?.smanufacturer ?? bios?.mmanufacturer, 120),
    model: cleanText(bios?.smodel ?? bios?.mmodel, 120),
    operatingSystem: operatingSystemOf(doc),
    agentDeviceId: id.deviceId,
  };
  if (found) {
    const saved = await updateFromAgent(ctx, found, seen, id, software);
    return { created: false, tag: saved.tag };
  }
  return { created: true, tag: await createFromAgent(ctx, doc, seen, id, software) };
}

type Seen = {
  name: string;
  manufacturer: string | null;
  model: string | null;
  operatingSystem: string | null;
  agentDeviceId: string | null;
};

async function createFromAgent(
  ctx: InventoryContext,
  doc: AgentInventory,
  seen: Seen,
  id: AgentIdentity,
  software: ListedSoftware,
): Promise<string> {
  // The workspace's settings row and built-in types exist since its token was created
  // (createAgentToken → ensureInventory). A new asset has no location: its types suffice.
  const types = await ctx.tx
    .select({
      id: assetType.id,
      key: assetType.key,
      name: assetType.name,
      fields: assetType.fields,
    })
    .from(assetType);
  const refs: AssetRefs = { types, locations: [], members: [], holders: [] };
  const typeKey = typeKeyOf(doc);
  const type = types.find((t) => t.key === typeKey) ?? types[0]!;
  const columns = {
    tag: TAG_PLACEHOLDER,
    ...seen,
    typeId: type.id,
    serial: id.serial,
    hardwareUuid: id.hardwareUuid,
    status: "in_service",
    assigneeName: null,
  };
  const created = { ...columns, locationId: null, notes: "", custom: {}, ...NO_PURCHASE };
  const changes = diffDescriptions({}, describeAsset(created, refs));
  // One statement takes the tag and writes the asset, its history event (as recordAssetEvent
  // writes it, the tag put in), its software and the journal entry: the workspace's counter row
  // stays locked from this statement to the commit, one round trip, not four (decision 0060).
  const tagAt = changes.findIndex((change) => change.to === TAG_PLACEHOLDER);
  const claimed = sql`(select tag from claimed)`;
  const history =
    tagAt < 0
      ? sql`${JSON.stringify(changes)}::jsonb`
      : sql`jsonb_set(${JSON.stringify(changes)}::jsonb, ${`{${tagAt},to}`}::text[], to_jsonb(${claimed}))`;
  const journalled = journalInsert(
    ctx.tx,
    ctx.actor,
    "asset.agent_inventory",
    sql`${claimed} || ' · ' || ${mailLine(columns.name, 180)}`,
  );
  const result = await ctx.tx.execute(sql`
    with claimed as (
      update ${inventorySettings} s set last_tag = (${nextFreeTagNumber(sql`s.last_tag`)})
      returning ${assetTagSql(sql`s.last_tag`)} as tag
    ), made as (
      insert into ${asset} (tag, name, type_id, manufacturer, model, serial, hardware_uuid,
        agent_device_id, operating_system, status, source, last_inventory_at, software_hash, search,
        created_at, updated_at)
      select claimed.tag, ${columns.name}, ${columns.typeId}, ${columns.manufacturer},
        ${columns.model}, ${columns.serial}, ${columns.hardwareUuid}, ${columns.agentDeviceId},
        ${columns.operatingSystem}, ${columns.status}, 'agent',
        ${ctx.now}, ${software?.hash ?? null},
        to_tsvector('simple', lower(claimed.tag) || ' ' || ${assetSearchText({ ...columns, tag: "" })}),
        ${ctx.now}, ${ctx.now}
      from claimed
      returning id
    ), event as (
      insert into ${assetEvent} (asset_id, kind, actor_id, actor_name, changes, note, created_at)
      select id, 'agent', ${ctx.actor.id}, ${ctx.actor.name}, ${history}, null, ${ctx.now}
      from made
    ), software as (
      insert into ${installedSoftware} (asset_id, name, publisher, version, match_name,
        match_publisher)
      select made.id, r.name, r.publisher, r.version, r.match, r."matchPublisher"
      from made, ${softwareRecords(softwareJson(software?.items ?? []))}
    ), journalled as ${journalled}
    select tag from claimed`);
  const [row] = (result as unknown as { rows: { tag: string }[] }).rows;
  return row!.tag;
}

async function updateFromAgent(
  ctx: InventoryContext,
  { storedSoftware: stored, ...row }: FoundAsset,
  seen: Seen,
  id: AgentIdentity,
  software: ListedSoftware,
): Promise<AssetRow> {
  const changes: Partial<AssetRow> = { lastInventoryAt: ctx.now };
  if (seen.name !== row.name) changes.name = seen.name;
  if (seen.manufacturer !== row.manufacturer) changes.manufacturer = seen.manufacturer;
  if (seen.model !== row.model) changes.model = seen.model;
  if (seen.operatingSystem !== row.operatingSystem) changes.operatingSystem = seen.operatingSystem;
  if (seen.agentDeviceId !== row.agentDeviceId) changes.agentDeviceId = seen.agentDeviceId;
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
  const softwareChanged = software !== null && software.hash !== row.softwareHash;
  if (softwareChanged) changes.softwareHash = software.hash;
  const diff = diffDescriptions(
    describeAsset(row, UPDATE_REFS),
    describeAsset({ ...row, ...changes }, UPDATE_REFS),
  );
  const shown = diff.length > 0 || changes.hardwareUuid;
  // Nothing shown changed: no new version, no history event; only when it was last seen (and
  // the hash of a software list that changed), written with the software in one statement.
  const seenNow = shown ? undefined : ctx.tx.update(asset).set(changes).where(eq(asset.id, row.id));
  if (softwareChanged) {
    const before = stored ?? (await storedSoftware(ctx.tx, row.id));
    await syncSoftware(ctx.tx, row.id, software.items, before, seenNow);
  } else if (seenNow) {
    await seenNow;
  }
  if (shown) return (await saveAsset(ctx, row, changes, UPDATE_REFS, "agent"))?.row ?? row;
  return { ...row, ...changes };
}

/** The actor of an agent's changes (no member: the device names it). */
export const agentActor = (doc: AgentInventory) => ({
  id: null,
  name: agentActorName(doc.deviceid),
});
