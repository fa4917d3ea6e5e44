import { describe, expect, it } from "vitest";
import { defaultSiteConfig } from "~/content/site";
import { parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("uses the documented defaults", () => {
    const env = parseEnv({});
    expect(env.port).toBe(3000);
    expect(env.host).toBe("0.0.0.0");
    expect(env.siteUrl).toBe("http://localhost:3000");
    expect(env.dataDir.endsWith("/data")).toBe(true);
    expect(env.databaseUrl).toBeUndefined();
    expect(env.databaseFsync).toBe(true);
    expect(env.site).toEqual(defaultSiteConfig);
  });

  it("turns the embedded database's fsync off only when told to (throwaway databases)", () => {
    expect(parseEnv({ DATABASE_FSYNC: "off" }).databaseFsync).toBe(false);
    expect(parseEnv({ DATABASE_FSYNC: "on" }).databaseFsync).toBe(true);
    expect(() => parseEnv({ DATABASE_FSYNC: "no" })).toThrow(/DATABASE_FSYNC/);
  });

  it("keeps the 14-day trial unless TRIAL_DAYS_OVERRIDE shortens it (private test servers)", () => {
    expect(parseEnv({}).trialDays).toBe(14);
    expect(parseEnv({ TRIAL_DAYS_OVERRIDE: "" }).trialDays).toBe(14);
    expect(parseEnv({ TRIAL_DAYS_OVERRIDE: "0" }).trialDays).toBe(0);
    expect(parseEnv({ TRIAL_DAYS_OVERRIDE: "0.5" }).trialDays).toBe(0.5);
    for (const bad of ["-1", "abc", "366", "1e3"]) {
      expect(() => parseEnv({ TRIAL_DAYS_OVERRIDE: bad })).toThrow(/TRIAL_DAYS_OVERRIDE/);
    }
  });

  it("derives SITE_URL from PORT and drops a trailing slash", () => {
    expect(parseEnv({ PORT: "8080" }).siteUrl).toBe("http://localhost:8080");
    expect(parseEnv({ SITE_URL: "https://www.exemple.gn/" }).siteUrl).toBe(
      "https://www.exemple.gn",
    );
  });

  it("applies brand and contact overrides", () => {
    const env = parseEnv({
      SITE_BRAND_NAME: "Nimba Tech",
      SITE_EMAIL: "bonjour@nimba.gn",
      SITE_PHONE_GN: "+224 621 00 00 00",
      SITE_LINKEDIN_URL: "https://www.linkedin.com/company/nimba",
    });
    expect(env.site.brandName).toBe("Nimba Tech");
    expect(env.site.email).toBe("bonjour@nimba.gn");
    expect(env.site.phoneGuinea).toBe("+224 621 00 00 00");
    expect(env.site.socials.find((s) => s.network === "linkedin")?.url).toBe(
      "https://www.linkedin.com/company/nimba",
    );
    expect(env.site.socials.find((s) => s.network === "x")?.url).toBe("");
  });

  it("applies the legal-notice overrides and keeps the placeholders otherwise", () => {
    const env = parseEnv({
      SITE_LEGAL_FORM: "SARL",
      SITE_RCCM: "GN.TCC.2026.B.00001",
      SITE_NIF: "123456789",
      SITE_CAPITAL: "10 000 000 GNF",
      SITE_DIRECTOR: "Mariama Diallo, gérante",
      SITE_HOST_NAME: "Hébergeur SA",
      SITE_HOST_ADDRESS: "1 rue du Port, Conakry",
      SITE_HOST_PHONE: "+224 620 00 00 00",
    });
    expect(env.site.legal).toEqual({
      legalForm: "SARL",
      rccm: "GN.TCC.2026.B.00001",
      nif: "123456789",
      capital: "10 000 000 GNF",
      director: "Mariama Diallo, gérante",
      host: {
        name: "Hébergeur SA",
        address: "1 rue du Port, Conakry",
        phone: "+224 620 00 00 00",
      },
    });
    const partial = parseEnv({ SITE_RCCM: "GN.TCC.2026.B.00002", SITE_HOST_NAME: " " });
    expect(partial.site.legal.rccm).toBe("GN.TCC.2026.B.00002");
    expect(partial.site.legal.host).toEqual(defaultSiteConfig.legal.host);
    expect(partial.site.legal.legalForm).toMatch(/à compléter/);
    expect(partial.site.legal.nif).toMatch(/à compléter/);
  });

  it("treats empty values as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", SITE_BRAND_NAME: " " }).databaseUrl).toBeUndefined();
    expect(parseEnv({ SITE_BRAND_NAME: "" }).site.brandName).toBe(defaultSiteConfig.brandName);
  });

  it("refuses invalid values with a message naming the variable", () => {
    expect(() => parseEnv({ PORT: "http" })).toThrow(/PORT/);
    expect(() => parseEnv({ SITE_URL: "ftp://x" })).toThrow(/SITE_URL/);
    expect(() => parseEnv({ SITE_EMAIL: "not-an-email" })).toThrow(/SITE_EMAIL/);
    expect(() => parseEnv({ SITE_FACEBOOK_URL: "javascript:alert(1)" })).toThrow(
      /SITE_FACEBOOK_URL/,
    );
  });

  it("reads the database, proxy and mail variables", () => {
    const env = parseEnv({
      DATABASE_URL: "postgres://site:secret@127.0.0.1:5432/site",
      TRUST_PROXY: "X-Forwarded-For",
      SMTP_URL: "smtp://user:pass@127.0.0.1:2525",
      CONTACT_TO: "contact@exemple.gn, ventes@exemple.gn",
      MAIL_FROM: "site@exemple.gn",
    });
    expect(env.databaseUrl).toBe("postgres://site:secret@127.0.0.1:5432/site");
    expect(env.proxyTrust?.header).toBe("x-forwarded-for");
    // Without TRUSTED_PROXIES, the header is believed from this machine only.
    expect(env.proxyTrust?.proxies.map(([range, bits]) => `${range.toString()}/${bits}`)).toEqual([
      "127.0.0.0/8",
      "::1/128",
    ]);
    expect(env.mail).toEqual({
      smtpUrl: "smtp://user:pass@127.0.0.1:2525",
      to: ["contact@exemple.gn", "ventes@exemple.gn"],
      from: "site@exemple.gn",
    });
  });

  it("leaves the proxy header and mail off by default, and derives the sender", () => {
    const env = parseEnv({ TRUST_PROXY: "", SMTP_URL: "" });
    expect(env.proxyTrust).toBeUndefined();
    expect(env.mail).toBeUndefined();
    const mail = parseEnv({
      SITE_URL: "https://www.exemple.gn",
      SMTP_URL: "smtps://smtp.exemple.gn",
      CONTACT_TO: "contact@exemple.gn",
    }).mail;
    expect(mail?.from).toBe("no-reply@www.exemple.gn");
  });

  it("reads the trusted proxies as addresses and CIDR ranges", () => {
    const env = parseEnv({
      TRUST_PROXY: "X-Forwarded-For",
      TRUSTED_PROXIES: "10.0.0.0/8, 192.0.2.7 ,2001:db8::/32",
    });
    expect(env.proxyTrust?.proxies.map(([range, bits]) => `${range.toString()}/${bits}`)).toEqual([
      "10.0.0.0/8",
      "192.0.2.7/32",
      "2001:db8::/32",
    ]);
    expect(() =>
      parseEnv({ TRUST_PROXY: "X-Forwarded-For", TRUSTED_PROXIES: "10.0.0.0/33" }),
    ).toThrow(/TRUSTED_PROXIES/);
    expect(() =>
      parseEnv({ TRUST_PROXY: "X-Forwarded-For", TRUSTED_PROXIES: "proxy.local" }),
    ).toThrow(/TRUSTED_PROXIES/);
    expect(() => parseEnv({ TRUSTED_PROXIES: "10.0.0.0/8" })).toThrow(/TRUST_PROXY/);
  });

  it("refuses invalid database, proxy and mail values", () => {
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ TRUST_PROXY: "X Forwarded: For" })).toThrow(/TRUST_PROXY/);
    expect(() => parseEnv({ SMTP_URL: "http://mail", CONTACT_TO: "a@b.gn" })).toThrow(/SMTP_URL/);
    expect(() => parseEnv({ SMTP_URL: "smtp://mail", CONTACT_TO: "a@b.gn, oops" })).toThrow(
      /CONTACT_TO/,
    );
    expect(() =>
      parseEnv({ SMTP_URL: "smtp://mail", CONTACT_TO: "a@b.gn", MAIL_FROM: "x" }),
    ).toThrow(/MAIL_FROM/);
  });

  it("requires SMTP_URL and CONTACT_TO together", () => {
    expect(() => parseEnv({ SMTP_URL: "smtp://mail" })).toThrow(/CONTACT_TO/);
    expect(() => parseEnv({ CONTACT_TO: "a@b.gn" })).toThrow(/SMTP_URL/);
  });
});
