import { AGENT_ENDPOINT_PATH, AGENT_LIMITS, agentErrors } from "~/content/inventory-agent";
import { IMPORT_LIMITS, importErrors } from "~/content/inventory-import";
import type { UploadRoute } from "~/server/platform/upload-limits.server";

// The inventory's bodies larger than the site's 64 KiB (decision 0074): the agents' inventories
// (compressed, the endpoint checks its token first) and the CSV upload (the file's limit plus the
// multipart envelope).

const exactly = (path: string) => new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}$`);

export const INVENTORY_UPLOADS: readonly UploadRoute[] = [
  {
    path: exactly(AGENT_ENDPOINT_PATH),
    limit: AGENT_LIMITS.bodyBytes,
    tooLarge: agentErrors.tooLarge,
    who: "machine",
  },
  {
    path: /^\/dashboard\/inventory-management\/import(\.data)?\/?$/,
    limit: IMPORT_LIMITS.bytes + 64 * 1024,
    tooLarge: importErrors.tooLarge,
    who: "signed-in",
  },
];
