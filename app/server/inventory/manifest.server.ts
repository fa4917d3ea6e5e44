import { can } from "~/contracts/workspace-roles";
import type { ModuleManifest } from "~/server/platform/module-manifest.server";
import { uploadPolicy } from "~/server/platform/upload-limits.server";
import { inventoryAlerts } from "./inventory-alerts.server";
import { inventoryExport } from "./inventory-export.server";
import { inventoryFigures } from "./inventory-figures.server";
import { seedInventory } from "./inventory-seed.server";
import { INVENTORY_UPLOADS } from "./upload-routes.server";
import { agentFastRoute } from "./agent/agent-fast-path.server";
import { inventoryReportSection } from "./report/inventory-report.server";

// The asset inventory, as the platform reads it (decision 0083); its licences are a module of
// their own since decision 0090 (app/server/licences/manifest.server.ts).
const readsAssets = (role: Parameters<typeof can>[0]) => can(role, "asset.read");

export const inventoryManifest: ModuleManifest = {
  id: "inventory-management",
  schema: ["app/server/db/inventory-schema.server.ts"],
  exporters: [{ key: "inventory", part: inventoryExport }],
  figures: [{ visibleTo: readsAssets, run: inventoryFigures }],
  alerts: { visibleTo: readsAssets, run: inventoryAlerts },
  bodyPolicy: uploadPolicy(INVENTORY_UPLOADS),
  seed: seedInventory,
  fastPaths: [agentFastRoute],
  report: { visibleTo: readsAssets, section: inventoryReportSection },
};
