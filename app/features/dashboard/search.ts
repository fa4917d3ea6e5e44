import { Ticket } from "lucide-react";
import {
  dashboardModules,
  findDashboardModule,
  type DashboardModule,
} from "~/content/dashboard-modules";
import { parseTicketNumber, ticketNumberLabel } from "~/content/ticket-number";
import { ticketPath, ticketSearchLabel } from "~/content/helpdesk-links";

/** What the search offers: a module of the catalogue, or a ticket found by its number. */
export type SearchEntry = Pick<
  DashboardModule,
  "id" | "title" | "href" | "icon" | "categoryName" | "description" | "available"
>;

/**
 * Lower case, accents removed (NFD, then the combining marks dropped), punctuation turned into
 * spaces: "Réseau & Cybersécurité" → "reseau cybersecurite".
 */
export function normalizeSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

interface Indexed {
  service: DashboardModule;
  title: string;
  haystack: string;
}

const index: Indexed[] = dashboardModules.map((service) => ({
  service,
  title: normalizeSearch(service.title),
  haystack: normalizeSearch(
    [service.title, service.categoryName, service.id, ...service.keywords].join(" "),
  ),
}));

/**
 * The services matching every word of the query in their title, category or keywords, whatever
 * the accents and the case. Services whose title matches come first; otherwise catalogue order.
 */
export function searchModules(query: string): DashboardModule[] {
  const words = normalizeSearch(query).split(" ").filter(Boolean);
  if (words.length === 0) return [];
  const hits = index.filter((entry) => words.every((w) => entry.haystack.includes(w)));
  const inTitle = (entry: Indexed) => words.every((w) => entry.title.includes(w));
  return [...hits.filter(inTitle), ...hits.filter((e) => !inTitle(e))].map((e) => e.service);
}

/**
 * A ticket typed by its number ("TCK-000123", "tck-123", "#123", "123"): its page in the
 * helpdesk of the active workspace (which answers 404 for a number it does not have).
 */
export function ticketEntry(query: string): SearchEntry | null {
  const number = parseTicketNumber(query);
  if (number === null || number < 1) return null;
  const helpdesk = findDashboardModule("helpdesk")!;
  return {
    id: `ticket-${number}`,
    title: ticketSearchLabel(ticketNumberLabel(number)),
    href: ticketPath(number),
    icon: Ticket,
    categoryName: helpdesk.title,
    description: helpdesk.description,
    available: true,
  };
}
