import { describe, expect, it } from "vitest";
import * as auth from "./auth";
import * as company from "./company";
import * as dashboard from "./dashboard";
import * as docs from "./docs";
import * as faq from "./faq";
import * as helpdeskSettings from "./helpdesk-settings";
import * as helpdeskLinks from "./helpdesk-links";
import * as helpdeskQueue from "./helpdesk-queue";
import * as helpdeskTicket from "./helpdesk-ticket";
import * as helpdeskPortal from "./helpdesk-portal";
import * as inbox from "./inbox";
import * as inventoryImport from "./inventory-import";
import * as layout from "./layout";
import * as members from "./members";
import * as navigation from "./navigation";
import * as plans from "./plans";
import * as projects from "./projects";
import * as saas from "./saas";
import * as marketingServicePages from "./marketing-service-pages";
import * as services from "./marketing-services";
import * as settings from "./settings";
import * as site from "./site";
import * as toasts from "./toasts";

/** Every string reachable from a content module (functions and components skipped). */
function strings(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === "string") return [value];
  if (!value || typeof value !== "object" || seen.has(value)) return [];
  seen.add(value);
  return Object.values(value).flatMap((v) => strings(v, seen));
}

const modules = {
  auth,
  company,
  dashboard,
  docs,
  faq,
  helpdeskSettings,
  helpdeskLinks,
  helpdeskQueue,
  helpdeskTicket,
  helpdeskPortal,
  inbox,
  inventoryImport,
  layout,
  members,
  navigation,
  plans,
  projects,
  saas,
  marketingServicePages,
  services,
  settings,
  site,
  toasts,
};
const french = Object.entries(modules).flatMap(([name, mod]) =>
  strings(mod)
    .filter((s) => !/^(https?:|mailto:|tel:|\/|#)/.test(s) && !/@/.test(s))
    .map((s) => [name, s] as const),
);

describe("French typography in the content modules", () => {
  it("has content to check", () => {
    expect(french.length).toBeGreaterThan(50);
  });

  it.each(french)("%s: %s", (_name, text) => {
    // A narrow no-break space before ! ? ; and a no-break space before : (quality bar, "French").
    expect(text).not.toMatch(/[^\u202f][!?;]/);
    expect(text).not.toMatch(/[^\u00a0]:/);
    expect(text).not.toMatch(/ [!?;:]/);
  });
});
