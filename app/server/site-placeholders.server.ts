import { defaultSiteConfig, type SiteConfig } from "~/content/site";
import type { Env } from "./env.server";

// At start in production, one warning when the company details are still the placeholders of
// app/content/site.ts (or SITE_URL the localhost default): the site would publish them. Social
// links are left out: an empty one is a supported state (a "not yet available" notice).

type Read = (site: SiteConfig) => string;

const d = defaultSiteConfig;
const FIELDS: [variable: string, value: Read, placeholder: string][] = [
  ["SITE_BRAND_NAME", (s) => s.brandName, d.brandName],
  ["SITE_TAGLINE", (s) => s.tagline, d.tagline],
  ["SITE_ADDRESS", (s) => s.address, d.address],
  ["SITE_PHONE_GN", (s) => s.phoneGuinea, d.phoneGuinea],
  ["SITE_PHONE_FR", (s) => s.phoneFrance, d.phoneFrance],
  ["SITE_EMAIL", (s) => s.email, d.email],
  ["SITE_WEBSITE", (s) => s.website, d.website],
  ["SITE_LEGAL_FORM", (s) => s.legal.legalForm, d.legal.legalForm],
  ["SITE_RCCM", (s) => s.legal.rccm, d.legal.rccm],
  ["SITE_NIF", (s) => s.legal.nif, d.legal.nif],
  ["SITE_CAPITAL", (s) => s.legal.capital, d.legal.capital],
  ["SITE_DIRECTOR", (s) => s.legal.director, d.legal.director],
  ["SITE_HOST_NAME", (s) => s.legal.host.name, d.legal.host.name],
  ["SITE_HOST_ADDRESS", (s) => s.legal.host.address, d.legal.host.address],
  ["SITE_HOST_PHONE", (s) => s.legal.host.phone, d.legal.host.phone],
];

/** The SITE_* variables still at their placeholder, in docs/operations.md's order. */
export function placeholderVariables(config: Pick<Env, "site" | "siteUrl">): string[] {
  const url = new URL(config.siteUrl).hostname === "localhost" ? ["SITE_URL"] : [];
  return [
    ...url,
    ...FIELDS.filter(([, value, placeholder]) => value(config.site) === placeholder).map(
      ([variable]) => variable,
    ),
  ];
}

/** The start-up warning, or undefined outside production or when every detail is set. */
export function placeholderWarning(
  config: Pick<Env, "nodeEnv" | "site" | "siteUrl">,
): string | undefined {
  if (config.nodeEnv !== "production") return undefined;
  const variables = placeholderVariables(config);
  if (variables.length === 0) return undefined;
  return `Warning: the site still shows placeholder company details. Set ${variables.join(", ")} in the environment (docs/operations.md, "Configuration").`;
}

/** Logs the warning once, if there is one (called by server.ts at start). */
export function warnAboutPlaceholders(
  config: Pick<Env, "nodeEnv" | "site" | "siteUrl">,
  warn: (message: string) => void = console.warn,
) {
  const message = placeholderWarning(config);
  if (message) warn(message);
}
