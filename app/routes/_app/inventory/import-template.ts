import type { Route } from "./+types/import-template";
import { importTemplateLoader } from "~/server/inventory/import/import-upload.server";

// /dashboard/inventory-management/import/modele: the CSV template (French headers, an example).
export const loader = ({ request }: Route.LoaderArgs) => importTemplateLoader(request);
