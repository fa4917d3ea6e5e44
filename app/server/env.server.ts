import path from "node:path";
import { z } from "zod";
import { TRIAL_DAYS } from "~/content/plans";
import { defaultSiteConfig, type SiteConfig } from "~/content/site";
import {
  isProxyRange,
  LOOPBACK_PROXIES,
  proxyTrust,
  type ProxyTrust,
} from "~/server/http/client-ip.server";

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

/** An HTTP header name (RFC 9110 token), lower-cased as Node exposes it. */
const headerName = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9!#$%&'*+.^_`|~-]*$/, { message: "doit être un nom d'en-tête HTTP" })
  .transform((value) => (value === "" ? undefined : value.toLowerCase()))
  .optional();

/** A comma-separated list whose every entry passes `valid`; empty entries are dropped. */
const commaList = (valid: (entry: string) => boolean, message: string) =>
  z
    .string()
    .trim()
    .transform((value) =>
      value
        .split(",")
        .map((part) => part.trim())
        .filter((part) => part !== ""),
    )
    .refine((list) => list.every(valid), { message })
    .optional();

const proxyRanges = commaList(
  isProxyRange,
  "doit être une liste d'adresses IP ou de plages CIDR séparées par des virgules",
);

const smtpUrl = z
  .string()
  .trim()
  .refine((value) => value === "" || /^smtps?:\/\/[^\s]+$/.test(value), {
    message: "doit commencer par smtp:// ou smtps://",
  })
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const emailList = commaList(
  (address) => z.email().safeParse(address).success,
  "doit être une adresse e-mail ou une liste séparée par des virgules",
);

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .trim()
    .refine((value) => value === "" || /^postgres(ql)?:\/\//.test(value), {
      message: "doit commencer par postgres:// ou postgresql://",
    })
    .transform((value) => (value === "" ? undefined : value))
    .optional(),
  MIGRATE_ON_START: z.enum(["true", "false"]).default("true"),
  // Throwaway embedded databases only (the test suite): commits skip fsync (decision 0093).
  DATABASE_FSYNC: z.enum(["on", "off"]).default("on"),
  // Free space DATA_DIR keeps for the embedded database; below it, writes are refused (0073).
  DISK_MIN_FREE_MB: z.coerce.number().int().min(32).default(256),
  TRUST_PROXY: headerName,
  TRUSTED_PROXIES: proxyRanges,
  SMTP_URL: smtpUrl,
  CONTACT_TO: emailList,
  MAIL_FROM: z
    .string()
    .trim()
    .refine((value) => value === "" || z.email().safeParse(value).success, {
      message: "doit être une adresse e-mail",
    })
    .transform((value) => (value === "" ? undefined : value))
    .optional(),
  AUTH_SECRET: z
    .string()
    .trim()
    .refine((value) => value === "" || value.length >= 32, {
      message: "doit compter au moins 32 caractères",
    })
    .transform((value) => (value === "" ? undefined : value))
    .optional(),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  ADMIN_EMAIL: z
    .string()
    .trim()
    .refine((value) => value === "" || z.email().safeParse(value).success, {
      message: "doit être une adresse e-mail",
    })
    .transform((value) => (value === "" ? undefined : value.toLowerCase()))
    .optional(),
  ADMIN_PASSWORD: optionalText,
  TRIAL_DAYS_OVERRIDE: z
    .string()
    .trim()
    .refine((value) => value === "" || (/^\d+(\.\d+)?$/.test(value) && Number(value) <= 365), {
      message: "doit être un nombre de jours entre 0 et 365 (décimales permises)",
    })
    .transform((value) => (value === "" ? undefined : Number(value)))
    .optional(),
  SITE_BRAND_NAME: optionalText,
  SITE_TAGLINE: optionalText,
  SITE_ADDRESS: optionalText,
  SITE_PHONE_GN: optionalText,
  SITE_PHONE_FR: optionalText,
  SITE_EMAIL: z.email().optional(),
  INBOUND_AUTHSERV_ID: commaList(
    (id) => /^[a-z0-9.-]{1,253}$/i.test(id),
    "doit être un nom de serveur (authserv-id) ou une liste séparée par des virgules",
  ),
  SITE_WEBSITE: optionalUrl,
  SITE_FACEBOOK_URL: optionalUrl,
  SITE_LINKEDIN_URL: optionalUrl,
  SITE_X_URL: optionalUrl,
  SITE_LEGAL_FORM: optionalText,
  SITE_RCCM: optionalText,
  SITE_NIF: optionalText,
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
  /** Apply migrations before listening (false when a separate step applies them). */
  migrateOnStart: boolean;
  /**
   * The embedded database's commits reach the disk before they are acknowledged (decision 0017);
   * DATABASE_FSYNC=off for throwaway databases only, as the test suite's (decision 0093).
   */
  databaseFsync: boolean;
  /** DISK_MIN_FREE_MB in bytes: the embedded database refuses writes below it (decision 0073). */
  diskMinFreeBytes: number;
  /** The header holding the client IP and the proxies it is believed from (TRUST_PROXY and
   * TRUSTED_PROXIES, loopback by default); undefined: the socket's address. */
  proxyTrust: ProxyTrust | undefined;
  /** Outgoing mail (password resets); undefined when SMTP_URL is unset (links go to the log). */
  smtp: { url: string; from: string } | undefined;
  /** AUTH_SECRET, or undefined to use the secret generated in DATA_DIR. */
  authSecret: string | undefined;
  /** Google sign-in, when both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set. */
  google: { clientId: string; clientSecret: string } | undefined;
  /** The staff account created or promoted to admin at start. */
  admin: { email: string; password: string } | undefined;
  /** Length of the trial of a new workspace, in days: 14 unless TRIAL_DAYS_OVERRIDE (private test servers). */
  trialDays: number;
  /** Staff e-mail of contact requests; undefined unless both SMTP_URL and CONTACT_TO are set. */
  mail: { smtpUrl: string; to: string[]; from: string } | undefined;
  /**
   * INBOUND_AUTHSERV_ID: the receiving mail server's names in its Authentication-Results headers;
   * empty: the headers next to its own Received line are read (decision 0064).
   */
  inboundAuthservIds: string[];
  site: SiteConfig;
}

export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration in the environment:\n${lines.join("\n")}`);
  }
  const e = result.data;
  const contactTo = e.CONTACT_TO ?? [];
  if ((e.SMTP_URL === undefined) !== (contactTo.length === 0)) {
    throw new Error(
      "Invalid configuration in the environment:\n  SMTP_URL and CONTACT_TO: set both to e-mail contact requests to staff, or neither",
    );
  }
  if (e.TRUSTED_PROXIES?.length && !e.TRUST_PROXY) {
    throw new Error(
      "Invalid configuration in the environment:\n  TRUSTED_PROXIES: set TRUST_PROXY too, to the header these proxies set (e.g. X-Forwarded-For)",
    );
  }
  if ((e.GOOGLE_CLIENT_ID === undefined) !== (e.GOOGLE_CLIENT_SECRET === undefined)) {
    throw new Error(
      "Invalid configuration in the environment:\n  GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: set both to enable Google sign-in, or neither",
    );
  }
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new Error(
      "Invalid configuration in the environment:\n  ADMIN_EMAIL and ADMIN_PASSWORD: set both to create the staff account, or neither",
    );
  }
  const siteUrl = (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  const mailFrom = e.MAIL_FROM ?? `no-reply@${new URL(siteUrl).hostname}`;
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
    migrateOnStart: e.MIGRATE_ON_START === "true",
    databaseFsync: e.DATABASE_FSYNC === "on",
    diskMinFreeBytes: e.DISK_MIN_FREE_MB * 1024 * 1024,
    proxyTrust: e.TRUST_PROXY
      ? proxyTrust(e.TRUST_PROXY, e.TRUSTED_PROXIES ?? LOOPBACK_PROXIES)
      : undefined,
    smtp: e.SMTP_URL === undefined ? undefined : { url: e.SMTP_URL, from: mailFrom },
    authSecret: e.AUTH_SECRET,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
        : undefined,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD }
        : undefined,
    trialDays: e.TRIAL_DAYS_OVERRIDE ?? TRIAL_DAYS,
    mail:
      e.SMTP_URL === undefined
        ? undefined
        : {
            smtpUrl: e.SMTP_URL,
            to: contactTo,
            from: mailFrom,
          },
    inboundAuthservIds: (e.INBOUND_AUTHSERV_ID ?? []).map((id) => id.toLowerCase()),
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
        nif: e.SITE_NIF ?? d.legal.nif,
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
