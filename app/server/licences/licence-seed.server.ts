import { asc, sql } from "drizzle-orm";
import { asset } from "~/server/db/inventory-schema.server";
import type { InventoryContext } from "~/server/inventory/index.server";
import {
  pick,
  seedBatches,
  seedDay,
  seedTarget,
  type ModuleSeed,
} from "~/server/platform/seed.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { createLicence } from "./licence-commands.server";
import { serverLicenceKey } from "./licence-crypto.server";
import { checkLicenceDraft } from "./licence-draft.server";
import { assignSeat } from "./licence-seats.server";
import { licence } from "./schema.server";

// The licences' seed (decision 0089): licences with seats given to the inventory's assets, through
// the same checks and commands as the forms ('Ajouter une licence', 'Attribuer un siège'). Runs
// after the inventory's (the module list's order), whose assets hold the seats.

const LICENCES = [
  ["Microsoft 365 Business Standard", "Microsoft"],
  ["Adobe Acrobat Pro", "Adobe"],
  ["Kaspersky Endpoint Security", "Kaspersky"],
  ["Sage 100 Comptabilité", "Sage"],
  ["AutoCAD LT", "Autodesk"],
] as const;

const countLicences = async (tx: TenantTx) =>
  (await tx.select({ n: sql<number>`count(*)::int` }).from(licence))[0]!.n;

async function seedLicence(ctx: InventoryContext, i: number) {
  const [name, publisher] = pick(LICENCES, i);
  const round = Math.floor(i / LICENCES.length);
  const checked = checkLicenceDraft({
    name: round ? `${name} (${round + 1})` : name,
    publisher,
    kind: "per_seat",
    seats: String(5 + (i % 4) * 5),
    expiresOn: seedDay(ctx.now, 60 - ((i * 53) % 700)),
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

export const seedLicences: ModuleSeed = async (seed) => {
  const { actor, now } = seed;
  const from = await seed.inTx(countLicences);
  await seedBatches(seed, from, seedTarget(10, seed.scale), (tx, i) =>
    seedLicence({ tx, actor, now }, i),
  );
  return { licences: await seed.inTx(countLicences) };
};
