import { describe, expect, it } from "vitest";
import { parseContact } from "./contact-schema";
import { CONTACT_LIMITS } from "~/content/contact";

const valid = {
  fullName: "Aminata Condé",
  email: "aminata@exemple.gn",
  subject: "Audit",
  message: "Bonjour, nous souhaitons un audit.",
};

describe("contact schema", () => {
  it("accepts a complete message and trims it", () => {
    const result = parseContact({ ...valid, fullName: "  Aminata Condé  " });
    expect(result).toEqual({ ok: true, message: valid });
  });

  it("requires every field, in French", () => {
    const result = parseContact({ fullName: "", email: " ", subject: "", message: "" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(["email", "fullName", "message", "subject"]);
    expect(result.errors.fullName).toBe("Indiquez votre nom complet.");
    expect(result.errors.email).toBe("Indiquez votre adresse e-mail.");
  });

  it("treats missing fields as empty", () => {
    const result = parseContact({});
    expect(result.ok).toBe(false);
  });

  it("refuses an invalid e-mail address", () => {
    const result = parseContact({ ...valid, email: "aminata@exemple" });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.email).toMatch(/n'est pas valide/);
  });

  it.each(Object.entries(CONTACT_LIMITS))("limits %s to %i characters", (field, max) => {
    const base = field === "email" ? "@exemple.gn" : "";
    const at = (n: number) => "a".repeat(n - base.length) + base;
    expect(parseContact({ ...valid, [field]: at(max) }).ok).toBe(true);
    const over = parseContact({ ...valid, [field]: at(max + 1) });
    expect(over.ok).toBe(false);
    if (!over.ok) expect(over.errors[field as keyof typeof over.errors]).toMatch(/au maximum/);
  });

  it("counts characters, not bytes", () => {
    expect(parseContact({ ...valid, fullName: "é".repeat(CONTACT_LIMITS.fullName) }).ok).toBe(true);
  });

  it("counts an emoji as one character (code points, not UTF-16 units)", () => {
    const max = CONTACT_LIMITS.message;
    expect(parseContact({ ...valid, message: "😀".repeat(max) }).ok).toBe(true);
    expect(parseContact({ ...valid, message: "😀".repeat(max + 1) }).ok).toBe(false);
  });
});
