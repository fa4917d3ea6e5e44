import type { APIRequestContext } from "@playwright/test";
import { NEW_ASSET_PATH } from "../../app/content/inventory-asset";
import { INVENTORY_SETTINGS_PATH } from "../../app/content/inventory-settings";
import { postForm } from "./http-seed";

// Assets for the list's browser tests, added on the suite's shared server by the workspace's owner
// through the inventory's own forms ('Ajouter un équipement', the settings' locations; decision
// 0086). The form's own journey is inventory-asset.spec.ts.

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

/** Fills the active workspace of `owner`, a signed-up client of the shared server. */
export async function seedAssets(owner: APIRequestContext, ownerEmail: string) {
  for (const name of ["Siège Kaloum", "Agence de Matam"]) {
    await postForm(owner, INVENTORY_SETTINGS_PATH, { intent: "location-create", name }, 200);
  }
  const drafts: Record<string, string>[] = [
    {
      name: SEEDED.laptop,
      type: "Portable",
      manufacturer: "HP",
      model: "EliteBook 840",
      serial: "5CD1234XYZ",
      status: "in_service",
      assignee: ownerEmail,
      location: "Siège Kaloum",
      warrantyEnd: inDays(10),
    },
    {
      name: SEEDED.server,
      type: "Serveur",
      manufacturer: "Dell",
      model: "PowerEdge R650",
      serial: "SRV-0001",
      status: "in_service",
      location: "Siège Kaloum",
      warrantyEnd: inDays(200),
    },
    {
      name: SEEDED.printer,
      type: "Imprimante",
      model: "LaserJet Pro M404",
      location: "Agence de Matam",
      warrantyEnd: inDays(-30),
    },
    { name: SEEDED.router, type: "Équipement réseau", status: "in_repair" },
    { name: SEEDED.formula, type: "Autre", notes: "@SOMME(1;2)" },
  ];
  for (const draft of drafts) await postForm(owner, NEW_ASSET_PATH, draft);
}
