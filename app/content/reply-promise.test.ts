import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPLY_PROMISE, replyTexts } from "./contact";
import { sectionHeadings } from "./landing";
import { contactSentToast } from "./toasts";

/** Every source file of app/ but the tests. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe("the reply-time promise", () => {
  it("is the spec's wording, in the confirmation toast word for word", () => {
    expect(contactSentToast.description).toBe(
      "Merci de nous avoir contactés. Nous vous répondrons dans les plus brefs délais.",
    );
    expect(REPLY_PROMISE).toBe("dans les plus brefs délais");
  });

  it("is the one the landing, /contact and the service pages give", () => {
    expect(sectionHeadings.contact.lead).toBe(replyTexts.landingLead);
    for (const text of Object.values(replyTexts)) expect(text).toContain(REPLY_PROMISE);
  });

  it("has no other wording anywhere in the app (business days, hours)", () => {
    const app = path.resolve(import.meta.dirname, "..");
    const other = /ouvrée?s?\b|sous\s+(?:un|une|\d+)[\s\u00a0]*(?:h\b|heures?|jours?)/i;
    const offenders = sources(app).filter((file) => other.test(readFileSync(file, "utf8")));
    expect(offenders).toEqual([]);
  });
});
