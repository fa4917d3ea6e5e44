import { reportFileName, reportsErrors } from "~/content/reports";
import { NO_STORE } from "~/lib/cache-control";
import { resourceRefusal } from "~/server/workspaces/resource-answer.server";
import { WorkspaceError } from "~/server/workspaces/tenant.server";
import { runReports } from "./report-access.server";
import { reportFile } from "./report-store.server";

// A kept report, downloaded again: always as an attachment named 'rapport-2026-10-<slug>.pdf';
// another workspace's id, or none, is a French 404 (row-level security finds nothing).

export async function downloadReport(request: Request, id: string): Promise<Response> {
  try {
    const file = await runReports(request, "read", async (ctx) => {
      const found = await reportFile(ctx.tx, id);
      if (!found) throw new WorkspaceError(404, reportsErrors.notFound);
      return { ...found, name: reportFileName(found.month, ctx.workspace.slug) };
    });
    return new Response(new Uint8Array(file.pdf), {
      headers: {
        ...NO_STORE,
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${file.name}"`,
        "Content-Length": String(file.pdf.length),
        "X-Content-Type-Options": "nosniff",
      },
    });
  } catch (error) {
    resourceRefusal(error);
  }
}
