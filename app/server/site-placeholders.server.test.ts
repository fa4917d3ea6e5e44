import { describe, expect, it, vi } from "vitest";
import { parseEnv } from "./env.server";
import {
  placeholderVariables,
  placeholderWarning,
  warnAboutPlaceholders,
} from "./site-placeholders.server";

const ALL_SET = {
  NODE_ENV: "production",
  SITE_URL: "https://www.nimba.gn",
  SITE_BRAND_NAME: "Nimba Tech",
  SITE_TAGLINE: "Le numérique au service des entreprises guinéennes.",
  SITE_ADDRESS: "Immeuble Kaloum Center, Conakry, Guinée",
  SITE_PHONE_GN: "+224 621 00 00 01",
  SITE_PHONE_FR: "+33 1 40 00 00 01",
  SITE_EMAIL: "bonjour@nimba.gn",
  SITE_WEBSITE: "https://www.nimba.gn",
  SITE_LEGAL_FORM: "SARL",
  SITE_RCCM: "GN.TCC.2026.B.00001",
  SITE_NIF: "123456789",
  SITE_CAPITAL: "10 000 000 GNF",
  SITE_DIRECTOR: "Aminata Condé, gérante",
  SITE_HOST_NAME: "Hébergeur SA",
  SITE_HOST_ADDRESS: "1 rue du Serveur, Conakry",
  SITE_HOST_PHONE: "+224 621 00 00 02",
};

describe("placeholder company details at start", () => {
  it("lists every SITE_* variable left at its placeholder, SITE_URL first", () => {
    expect(placeholderVariables(parseEnv({ NODE_ENV: "production" }))).toEqual([
      "SITE_URL",
      "SITE_BRAND_NAME",
      "SITE_TAGLINE",
      "SITE_ADDRESS",
      "SITE_PHONE_GN",
      "SITE_PHONE_FR",
      "SITE_EMAIL",
      "SITE_WEBSITE",
      "SITE_LEGAL_FORM",
      "SITE_RCCM",
      "SITE_NIF",
      "SITE_CAPITAL",
      "SITE_DIRECTOR",
      "SITE_HOST_NAME",
      "SITE_HOST_ADDRESS",
      "SITE_HOST_PHONE",
    ]);
  });

  it("names only what is still missing", () => {
    const { SITE_RCCM: _rccm, SITE_URL: _url, ...rest } = ALL_SET;
    expect(placeholderWarning(parseEnv(rest))).toBe(
      'Warning: the site still shows placeholder company details. Set SITE_URL, SITE_RCCM in the environment (docs/operations.md, "Configuration").',
    );
  });

  it("says nothing once every detail is set (social links may stay empty)", () => {
    expect(placeholderVariables(parseEnv(ALL_SET))).toEqual([]);
    expect(placeholderWarning(parseEnv(ALL_SET))).toBeUndefined();
  });

  it("says nothing outside production", () => {
    expect(placeholderWarning(parseEnv({}))).toBeUndefined();
    expect(placeholderWarning(parseEnv({ NODE_ENV: "test" }))).toBeUndefined();
  });

  it("logs one line when there is something to say, and none otherwise", () => {
    const warn = vi.fn();
    warnAboutPlaceholders(parseEnv({ NODE_ENV: "production" }), warn);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]![0]).not.toContain("\n");
    warnAboutPlaceholders(parseEnv(ALL_SET), warn);
    expect(warn).toHaveBeenCalledOnce();
  });
});
