import { sql } from "drizzle-orm";
import { asset, assetLocation } from "~/server/db/inventory-schema.server";
import {
  pick,
  seedBatches,
  seedDay,
  seedTarget,
  type ModuleSeed,
} from "~/server/platform/seed.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { checkAssetDraft, type AssetDraft } from "./assets/asset-draft.server";
import { createAsset } from "./assets/asset-commands.server";
import { findContact, loadAssetRefs, type AssetRefs } from "./assets/asset-refs.server";
import { AssetFieldsError, type InventoryContext } from "./inventory-context.server";
import { createLocation } from "./inventory-settings-commands.server";

// The inventory's seed (decision 0089): sites and assets of every type and status, through the
// same checks and commands as the forms ('Ajouter un équipement'). The licences seed their own,
// after it (app/server/licences/licence-seed.server.ts).

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

const countOf = async (tx: TenantTx, table: typeof asset) =>
  (await tx.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

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
    purchaseDate: seedDay(now, bought),
    purchasePrice: String(2_500_000 + (i % 9) * 750_000),
    currency: "GNF",
    warrantyEnd: seedDay(now, bought - 3 * 365),
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
  return seed.inTx(async (tx) => ({
    locations: (await tx.select({ n: sql<number>`count(*)::int` }).from(assetLocation))[0]!.n,
    assets: await countOf(tx, asset),
  }));
};
