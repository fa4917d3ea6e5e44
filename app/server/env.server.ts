import path from "node:path";
import { z } from "zod";
import { defaultSiteConfig, type SiteConfig } from "~/content/site";

// The one place that reads process.env. Everything else asks this module.

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const optionalUrl = z
  .string()
  .trim()
  .refine((value) => value === "" || /^https?:\/\//.test(value), {
    message: "doit commencer par http:// ou https://",
  })
  .optional();

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: optionalText,
  SITE_BRAND_NAME: optionalText,
  SITE_TAGLINE: optionalText,
  SITE_ADDRESS: optionalText,
  SITE_PHONE_GN: optionalText,
  SITE_PHONE_FR: optionalText,
  SITE_EMAIL: z.email().optional(),
  SITE_WEBSITE: optionalUrl,
  SITE_FACEBOOK_URL: optionalUrl,
  SITE_LINKEDIN_URL: optionalUrl,
  SITE_X_URL: optionalUrl,
  SITE_LEGAL_FORM: optionalText,
  SITE_RCCM: optionalText,
  SITE_CAPITAL: optionalText,
  SITE_DIRECTOR: optionalText,
  SITE_HOST_NAME: optionalText,
  SITE_HOST_ADDRESS: optionalText,
  SITE_HOST_PHONE: optionalText,
});

export interface Env {
  nodeEnv: "development" | "production" | "test";
  port: number;
  host: string;
  siteUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  site: SiteConfig;
}

export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration in the environment:\n${lines.join("\n")}`);
  }
  const e = result.data;
  const siteUrl = (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  const d = defaultSiteConfig;
  const social = (network: string, url: string | undefined) => {
    const base = d.socials.find((s) => s.network === network);
    return base ? { ...base, url: url ?? base.url } : undefined;
  };
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    siteUrl,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    site: {
      brandName: e.SITE_BRAND_NAME ?? d.brandName,
      tagline: e.SITE_TAGLINE ?? d.tagline,
      address: e.SITE_ADDRESS ?? d.address,
      phoneGuinea: e.SITE_PHONE_GN ?? d.phoneGuinea,
      phoneFrance: e.SITE_PHONE_FR ?? d.phoneFrance,
      email: e.SITE_EMAIL ?? d.email,
      website: e.SITE_WEBSITE || d.website,
      socials: [
        social("facebook", e.SITE_FACEBOOK_URL),
        social("linkedin", e.SITE_LINKEDIN_URL),
        social("x", e.SITE_X_URL),
      ].filter((s) => s !== undefined),
      legal: {
        legalForm: e.SITE_LEGAL_FORM ?? d.legal.legalForm,
        rccm: e.SITE_RCCM ?? d.legal.rccm,
        capital: e.SITE_CAPITAL ?? d.legal.capital,
        director: e.SITE_DIRECTOR ?? d.legal.director,
        host: {
          name: e.SITE_HOST_NAME ?? d.legal.host.name,
          address: e.SITE_HOST_ADDRESS ?? d.legal.host.address,
          phone: e.SITE_HOST_PHONE ?? d.legal.host.phone,
        },
      },
    },
  };
}

let cached: Env | undefined;

/** The validated environment of this process, read once. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
