import { describe, expect, it, vi } from "vitest";
import { contactErrors } from "~/content/contact-errors";
import { FieldRefusal, WorkspaceError } from "./refusal.server";
import { settingsAction, type SettingsActionSpec } from "./settings-action.server";
import { answer, post } from "./test-kit.server";

// The settings page's action every module uses, with commands of its own and a `run` that stands
// for the tenant transaction: which command runs, and what each refusal answers and keeps.

const errors = { unknownIntent: "Action inconnue.", unavailable: "Service indisponible." };
const PATH = "/dashboard/module/parametres";

function spec(overrides: Partial<SettingsActionSpec<{ who: string }>> = {}) {
  const ran: string[] = [];
  const value: SettingsActionSpec<{ who: string }> = {
    logName: "Module settings",
    errors,
    run: async (_request, fn) => fn({ who: "Aïssatou" }),
    commands: {
      rename: async (ctx, form) => {
        ran.push(`${ctx.who}:${String(form.get("name"))}`);
        return "Nom enregistré.";
      },
      token: async () => ({ notice: "Jeton créé.", secret: "s3cr3t" }),
      refuse: async () => {
        throw new FieldRefusal(400, "Vérifiez le champ.", { name: "Trop long." });
      },
      forbidden: async () => {
        throw new WorkspaceError(403, "Réservé aux administrateurs.");
      },
      broken: async () => {
        throw new Error("connection refused");
      },
    },
    ...overrides,
  };
  return { value, ran };
}

describe("a module's settings action", () => {
  it("runs the intent's command in the module's context and answers its notice", async () => {
    const { value, ran } = spec();
    const result = answer(
      await settingsAction(post(PATH, { intent: "rename", name: "Kaloum" }), value),
    );
    expect(result).toMatchObject({ status: 200, ok: true, notice: "Nom enregistré." });
    expect((result as { nonce?: string }).nonce).toMatch(/^[0-9a-f-]{36}$/);
    expect(ran).toEqual(["Aïssatou:Kaloum"]);
  });

  it("answers a secret made by the command with its notice", async () => {
    const result = answer(await settingsAction(post(PATH, { intent: "token" }), spec().value));
    expect(result).toMatchObject({ ok: true, notice: "Jeton créé.", secret: "s3cr3t" });
  });

  it("refuses an unknown intent, keeping the input", async () => {
    const { value, ran } = spec();
    const result = answer(
      await settingsAction(post(PATH, { intent: "toString", name: "x" }), value),
    );
    expect(result).toMatchObject({ status: 400, ok: false, formError: errors.unknownIntent });
    expect(result.values).toEqual({ name: "x" });
    expect(ran).toEqual([]);
  });

  it("refuses a field sent twice as a forged form, showing nothing of it back", async () => {
    const { value, ran } = spec();
    const result = answer(
      await settingsAction(post(PATH, { intent: "rename", name: ["a", "b"] }), value),
    );
    expect(result).toMatchObject({ status: 400, formError: contactErrors.malformed });
    expect(result.values).toBeUndefined();
    expect(ran).toEqual([]);
  });

  it("takes the repeatable fields several times, kept joined on a refusal", async () => {
    const { value } = spec({ repeatable: ["days"] });
    const result = answer(
      await settingsAction(post(PATH, { intent: "refuse", days: ["lun", "mar"] }), value),
    );
    expect(result).toMatchObject({
      status: 400,
      formError: "Vérifiez le champ.",
      fieldErrors: { name: "Trop long." },
      values: { days: "lun,mar" },
    });
  });

  it("answers a refusal of the tenant helper with its status", async () => {
    const result = answer(await settingsAction(post(PATH, { intent: "forbidden" }), spec().value));
    expect(result).toMatchObject({ status: 403, formError: "Réservé aux administrateurs." });
  });

  it("answers 503 in French when the database fails, and logs it under the module's name", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const result = answer(
      await settingsAction(post(PATH, { intent: "broken", n: "1" }), spec().value),
    );
    expect(result).toMatchObject({
      status: 503,
      formError: errors.unavailable,
      values: { n: "1" },
    });
    expect(log.mock.calls[0]?.[0]).toMatch(/^Module settings failed: /);
  });

  it("lets a response thrown by the run through (a redirect to the sign-in page)", async () => {
    const redirect = new Response(null, { status: 302, headers: { Location: "/connexion" } });
    const { value } = spec({
      run: async () => {
        throw redirect;
      },
    });
    await expect(settingsAction(post(PATH, { intent: "rename" }), value)).rejects.toBe(redirect);
  });
});
