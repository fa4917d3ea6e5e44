import { data } from "react-router";
import { licenceTexts } from "~/content/licences";
import { can } from "~/contracts/workspace-roles";
import type { LicenceListView } from "~/contracts/licences";
import { getViewer } from "~/server/auth/viewer.server";
import { workspaceErrorResponse } from "~/server/workspaces/tenant.server";
import { READ, runLicences } from "./licence-context.server";
import { daysUntil } from "./licence-expiry.server";
import {
  isOverAllocated,
  licenceComplianceCounts,
  listLicences,
  parseLicenceQuery,
  unlicensedSoftware,
} from "./licence-list.server";
import { NO_STORE } from "~/lib/cache-control";

// /dashboard/software-source-code-management: the workspace's licences (null for the anonymous
// demo, which keeps the spec's placeholder; `{ view: null }` when signed in without a workspace).

const NOTICES: Record<string, string> = { supprimee: licenceTexts.notices.deleted };

export async function licenceListLoader(request: Request, now = new Date()) {
  const viewer = await getViewer(request);
  if (!viewer) return null;
  if (!viewer.workspace) return data({ view: null, notice: null }, { headers: NO_STORE });
  const query = parseLicenceQuery(new URL(request.url).searchParams);
  const view = await runLicences(
    request,
    READ,
    async ({ tx }, { workspace }): Promise<LicenceListView> => {
      const page = await listLicences(tx, query, now);
      const counts = await licenceComplianceCounts(tx, now);
      const anyLicence = counts.total > 0;
      return {
        canManage: can(workspace.role, "asset.manage"),
        readOnly: workspace.readOnly,
        rows: page.rows.map((row) => ({
          ...row,
          seats: row.kind === "site" ? null : row.seats,
          over: isOverAllocated(row),
          daysLeft: row.expiresOn ? daysUntil(row.expiresOn, now) : null,
        })),
        hasNext: page.hasNext,
        query,
        anyLicence,
        counts,
        unlicensed: await unlicensedSoftware(tx),
      };
    },
    now,
  ).catch(workspaceErrorResponse);
  const notice = NOTICES[new URL(request.url).searchParams.get("avis") ?? ""] ?? null;
  return data({ view, notice }, { headers: NO_STORE });
}
