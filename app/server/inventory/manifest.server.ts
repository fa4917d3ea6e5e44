import { can } from "~/contracts/workspace-roles";
import type { ModuleManifest } from "~/server/platform/module-manifest.server";
import { uploadPolicy } from "~/server/platform/upload-limits.server";
import { inventoryExport } from "./inventory-export.server";
import { inventoryFigures } from "./inventory-figures.server";
import { licencesExport } from "../licences/licence-export.server";
import { registerLicenceJobs } from "../licences/licence-expiry.server";
import { licenceFigures } from "../licences/licence-figures.server";
import { queueLicenceExpiry } from "../licences/licence-mail.server";
import { seedInventory } from "./inventory-seed.server";
import { INVENTORY_UPLOADS } from "./upload-routes.server";

// The asset inventory and its licences, as the platform reads them (decision 0083).
const readsAssets = (role: Parameters<typeof can>[0]) => can(role, "asset.read");

export const inventoryManifest: ModuleManifest = {
  id: "inventory-management",
  schema: ["app/server/db/inventory-schema.server.ts"],
  registerJobs({ db, config }) {
    registerLicenceJobs((tx, notice) => queueLicenceExpiry(tx, db, config, notice));
  },
  exporters: [
    { key: "inventory", part: inventoryExport },
    { key: "licences", part: licencesExport },
  ],
  figures: [
    { visibleTo: readsAssets, run: inventoryFigures },
    { visibleTo: readsAssets, run: licenceFigures },
  ],
  bodyPolicy: uploadPolicy(INVENTORY_UPLOADS),
  seed: seedInventory,
};
