import type { Route } from "./+types/import-report";
import { importReportLoader } from "~/server/inventory/import/import-report.server";

// /dashboard/inventory-management/import/:id/rapport: the import's report (line, status, message).
export const loader = ({ request, params }: Route.LoaderArgs) =>
  importReportLoader(request, params.id);
