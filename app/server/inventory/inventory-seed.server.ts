import { asc, sql } from "drizzle-orm";
import { asset, assetLocation, licence } from "~/server/db/inventory-schema.server";
import { pick, seedBatches, seedTarget, type ModuleSeed } from "~/server/platform/seed.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { checkAssetDraft, type AssetDraft } from "./assets/asset-draft.server";
import { createAsset } from "./assets/asset-commands.server";
import { findContact, loadAssetRefs, type AssetRefs } from "./assets/asset-refs.server";
import { AssetFieldsError, type InventoryContext } from "./inventory-context.server";
import { createLocation } from "./inventory-settings-commands.server";
import { createLicence } from "../licences/licence-commands.server";
import { serverLicenceKey } from "../licences/licence-crypto.server";
import { checkLicenceDraft } from "../licences/licence-draft.server";
import { assignSeat } from "../licences/licence-seats.server";

// The inventory's seed (decision 0089): sites, assets of every type and status, licences with
// seats, through the same checks and commands as the forms ('Ajouter un équipement', 'Ajouter
// une licence', 'Attribuer un siège').

const LOCATIONS = ["Siège Kaloum", "Agence Ratoma", "Entrepôt Matoto", "Agence Kankan"];
/** Makers, models and types of the sample assets (the benches' SQL fill uses them too). */
export const SEED_MODELS = [
  ["HP", "EliteBook 840 G8", "Portable"],
  ["Dell", "OptiPlex 7090", "Poste de travail"],
  ["Lenovo", "ThinkPad T14", "Portable"],
  ["HP", "LaserJet Pro M404", "Imprimante"],
  ["Dell", "PowerEdge R650", "Serveur"],
  ["Cisco", "Catalyst 9200", "Équipement réseau"],
  ["Samsung", "Galaxy A54", "Téléphone"],
  ["Apple", "MacBook Air M2", "Portable"],
] as const;
const STATUSES = ["in_service", "in_service", "in_service", "in_stock", "in_repair", "retired"];
const LICENCES = [
  ["Microsoft 365 Business Standard", "Microsoft"],
  ["Adobe Acrobat Pro", "Adobe"],
  ["Kaspersky Endpoint Security", "Kaspersky"],
  ["Sage 100 Comptabilité", "Sage"],
  ["AutoCAD LT", "Autodesk"],
] as const;

const countOf = async (tx: TenantTx, table: typeof asset | typeof licence) =>
  (await tx.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

const day = (now: Date, daysAgo: number) =>
  new Date(now.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);

function assetDraft(i: number, now: Date): AssetDraft {
  const [maker, model, type] = pick(SEED_MODELS, i);
  const bought = 30 + ((i * 37) % 1_400);
  return {
    name: `${model} n°\u00a0${i + 1}`,
    type,
    manufacturer: maker,
    model,
    serial: `SN-${maker.slice(0, 2).toUpperCase()}${String(100_000 + i)}`,
    status: pick(STATUSES, i),
    location: pick(LOCATIONS, i),
    purchaseDate: day(now, bought),
    purchasePrice: String(2_500_000 + (i % 9) * 750_000),
    currency: "GNF",
    warrantyEnd: day(now, bought - 3 * 365),
    notes: i % 5 === 0 ? "Contrôlé lors de l'inventaire annuel." : "",
  };
}

async function seedLocations(ctx: InventoryContext) {
  const refs = await loadAssetRefs(ctx.tx);
  for (const name of LOCATIONS) {
    if (!refs.locations.some((l) => l.name === name)) await createLocation(ctx, name);
  }
}

async function seedAsset(ctx: InventoryContext, refs: AssetRefs, i: number) {
  const checked = await checkAssetDraft(assetDraft(i, ctx.now), refs, (email) =>
    findContact(ctx.tx, email),
  );
  if (!checked.ok) throw new AssetFieldsError(400, `seed: asset ${i}`, checked.errors);
  await createAsset(ctx, checked.values, refs);
}

async function seedLicence(ctx: InventoryContext, i: number) {
  const [name, publisher] = pick(LICENCES, i);
  const round = Math.floor(i / LICENCES.length);
  const checked = checkLicenceDraft({
    name: round ? `${name} (${round + 1})` : name,
    publisher,
    kind: "per_seat",
    seats: String(5 + (i % 4) * 5),
    expiresOn: day(ctx.now, 60 - ((i * 53) % 700)),
    cost: String(1_200_000 + i * 100_000),
    currency: "GNF",
    notes: "",
  });
  if (!checked.ok) throw new Error(`seed: licence ${i}: ${JSON.stringify(checked.errors)}`);
  const row = await createLicence(ctx, checked.values, serverLicenceKey());
  const holders = await ctx.tx
    .select({ tag: asset.tag })
    .from(asset)
    .orderBy(asc(asset.tag))
    .limit(2 + (i % 4))
    .offset((i * 3) % 20);
  for (const { tag } of holders) await assignSeat(ctx, row.id, tag);
}

export const seedInventory: ModuleSeed = async (seed) => {
  const { actor, now } = seed;
  await seed.inTx((tx) => seedLocations({ tx, actor, now }));
  // The form's references, read once per batch (a batch adds assets, never types or sites).
  let refs: { tx: TenantTx; refs: AssetRefs } | null = null;
  const from = await seed.inTx((tx) => countOf(tx, asset));
  await seedBatches(seed, from, seedTarget(60, seed.scale), async (tx, i) => {
    if (refs?.tx !== tx) refs = { tx, refs: await loadAssetRefs(tx) };
    await seedAsset({ tx, actor, now }, refs.refs, i);
  });
  const licences = await seed.inTx((tx) => countOf(tx, licence));
  await seedBatches(seed, licences, seedTarget(10, seed.scale), (tx, i) =>
    seedLicence({ tx, actor, now }, i),
  );
  return seed.inTx(async (tx) => ({
    locations: (await tx.select({ n: sql<number>`count(*)::int` }).from(assetLocation))[0]!.n,
    assets: await countOf(tx, asset),
    licences: await countOf(tx, licence),
  }));
};
