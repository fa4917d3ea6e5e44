import { describe, expect, it } from "vitest";
import { authTexts } from "~/content/auth";
import { safeReturnPath } from "~/lib/safe-return-path";
import { fieldErrorsOf, signUpSchema } from "./auth-schemas";

describe("signUpSchema", () => {
  it("trims the name, lower-cases the e-mail and counts password characters", () => {
    const parsed = signUpSchema.parse({
      fullName: "  Mamadou Bah ",
      email: " Mamadou@Exemple.GN ",
      password: "🔒".repeat(12),
    });
    expect(parsed).toEqual({
      fullName: "Mamadou Bah",
      email: "mamadou@exemple.gn",
      password: "🔒".repeat(12),
    });
  });

  it("gives one French message per field", () => {
    const result = signUpSchema.safeParse({
      fullName: "",
      email: "pas-un-email",
      password: "court",
    });
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error!)).toEqual({
      fullName: authTexts.errors.nameRequired,
      email: authTexts.errors.emailInvalid,
      password: authTexts.password.tooShort,
    });
    const long = signUpSchema.safeParse({
      fullName: "a",
      email: "a@b.gn",
      password: "x".repeat(129),
    });
    expect(fieldErrorsOf(long.error!).password).toBe(authTexts.password.tooLong);
  });
});

describe("safeReturnPath", () => {
  it.each([
    ["/dashboard/messages?statut=new", "/dashboard/messages?statut=new"],
    ["//evil.example", "/dashboard"],
    ["https://evil.example", "/dashboard"],
    ["/\\evil.example", "/dashboard"],
    ["/a\nb", "/dashboard"],
    [null, "/dashboard"],
  ])("%s → %s", (input, expected) => {
    expect(safeReturnPath(input, "/dashboard")).toBe(expected);
  });
});
