import { eq } from "drizzle-orm";
import { openDb } from "../../app/server/db/client.server";
import { assetLocation } from "../../app/server/db/inventory-schema.server";
import { authMember, authUser } from "../../app/server/db/schema.server";
import { addAsset } from "../../app/server/inventory/inventory-test-kit.server";
import { inTenant } from "../../app/server/workspaces/in-tenant.server";
import type { PrivateServer } from "./fixtures";

// Assets for the list's browser tests and screenshots, written with the inventory's own commands
// into a private server's database (stopped first when it is the embedded one: it serves one
// process). The 'Ajouter un équipement' form and the CSV import have their own journeys.

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The seeded assets, by name: a formula-like name to check the CSV export's neutralising. */
export const SEEDED = {
  laptop: "Portable de Fatou",
  server: "Serveur de fichiers",
  printer: "Imprimante du 2e étage",
  router: "Routeur de l'agence de Kaloum",
  formula: "=SOMME(A1:A9)",
} as const;

/** Fills `ownerEmail`'s workspace (its first) on `server`; restart it afterwards. */
export async function seedAssets(server: PrivateServer, ownerEmail: string) {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  if (!databaseUrl) await server.stop();
  const handle = openDb({ dataDir: server.dataDir, databaseUrl, fsync: false });
  try {
    const db = handle.db;
    const [user] = await db.select().from(authUser).where(eq(authUser.email, ownerEmail));
    const [membership] = await db.select().from(authMember).where(eq(authMember.userId, user!.id));
    const org = membership!.organizationId;
    const owner = { id: user!.id, name: user!.name, email: user!.email, sessionId: "" };
    await inTenant(db, org, (tx) =>
      tx.insert(assetLocation).values([{ name: "Siège Kaloum" }, { name: "Agence de Matam" }]),
    );
    const add = (draft: Parameters<typeof addAsset>[3]) => addAsset(db, org, owner, draft);
    await add({
      name: SEEDED.laptop,
      manufacturer: "HP",
      model: "EliteBook 840",
      serial: "5CD1234XYZ",
      status: "in_service",
      assignee: owner.email,
      location: "Siège Kaloum",
      warrantyEnd: inDays(10),
    });
    await add({
      name: SEEDED.server,
      type: "Serveur",
      manufacturer: "Dell",
      model: "PowerEdge R650",
      serial: "SRV-0001",
      status: "in_service",
      location: "Siège Kaloum",
      warrantyEnd: inDays(200),
    });
    await add({
      name: SEEDED.printer,
      type: "Imprimante",
      model: "LaserJet Pro M404",
      location: "Agence de Matam",
      warrantyEnd: inDays(-30),
    });
    await add({ name: SEEDED.router, type: "Équipement réseau", status: "in_repair" });
    await add({ name: SEEDED.formula, type: "Autre", notes: "@SOMME(1;2)" });
  } finally {
    await handle.close();
  }
}
