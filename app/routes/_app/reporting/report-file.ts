import type { Route } from "./+types/report-file";
import { downloadReport } from "~/server/reporting/reports/report-download.server";

// /dashboard/team-performance-automation/rapports/:id: a kept report's PDF, as a download
// ('rapport-2026-10-<slug>.pdf'); a French 404 for another workspace's or an unknown id.
export const loader = ({ request, params }: Route.LoaderArgs) => downloadReport(request, params.id);
