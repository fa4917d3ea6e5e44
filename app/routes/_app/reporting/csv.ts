import type { Route } from "./+types/csv";
import { reportCsv } from "~/server/reporting/page/report-csv.server";

// /dashboard/team-performance-automation/csv: one chart's or table's CSV of the page.
export const loader = ({ request }: Route.LoaderArgs) => reportCsv(request);
