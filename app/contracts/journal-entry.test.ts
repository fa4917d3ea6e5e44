import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  JOURNAL_CHANGE_KEYS,
  JOURNAL_HIDDEN_DETAILS,
  journalDetailLabels,
} from "~/content/journal";
import { journalEntryView } from "./journal-entry";

// The journal speaks French: each key that an entry carries in its details has a French label
// ('skipped : 9' was shown as written), ids stay out of sight, and a change reads 'A → B'.

const entry = (action: string, details: Record<string, unknown>) =>
  journalEntryView({
    id: "1",
    createdAt: new Date("2026-11-28T09:00:00Z"),
    actorName: "Mariama Camara",
    actorEmail: null,
    action,
    target: "inventaire.csv",
    details,
  });

describe("a journal entry's details", () => {
  it.each([
    ["asset.imported", { imported: "21", skipped: "9" }, "Importés\u00a0: 21 · Ignorés\u00a0: 9"],
    ["inventory.settings_changed", { change: "type ajouté" }, "Modification\u00a0: type ajouté"],
    ["licence.created", { id: "0f9c0c39-7a1b-4d7e-9b55-5a4f0f3e1c2d", cle: "x" }, ""],
    ["licence.deleted", { freedSeats: "3" }, "Sièges libérés\u00a0: 3"],
    ["ticket.status_changed", { de: "Nouveau", vers: "En cours" }, "Nouveau → En cours"],
    ["member.role_changed", { from: "member", to: "technician" }, "Membre → Technicien"],
    [
      "workspace.trial_extended",
      { trialEndsAt: "2026-12-12T09:00:00.000Z" },
      "Fin de l'essai\u00a0: 12 déc. 2026",
    ],
    [
      "workspace.plan_requested",
      { plan: "Premium", seats: "12" },
      "Formule\u00a0: Premium · Utilisateurs\u00a0: 12",
    ],
    [
      "asset.updated",
      { Emplacement: "Siège → Agence de Kindia" },
      "Emplacement\u00a0: Siège → Agence de Kindia",
    ],
    // Written in that order, read back from jsonb in another: shown in the labels' order.
    [
      "team.absence_added",
      { au: "2026-12-09", du: "2026-12-07" },
      "Du\u00a0: 7 déc. 2026 · Au\u00a0: 9 déc. 2026",
    ],
    [
      "task.updated",
      { task: "0f9c0c39-7a1b-4d7e-9b55-5a4f0f3e1c2d", title: "Câblage", column: "Terminé" },
      "Titre\u00a0: Câblage · Colonne\u00a0: Terminé",
    ],
    ["task.updated", { priority: "high" }, "Priorité\u00a0: Haute"],
    ["article.linked", { ticket: "12" }, "Ticket\u00a0: TCK-000012"],
    [
      "billing.payment_recorded",
      { receipt: "REC-2026-0003", amount: "120,00 €", invoiceStatus: "partially_paid" },
      "Reçu\u00a0: REC-2026-0003 · Montant\u00a0: 120,00 € · Facture\u00a0: Payée en partie",
    ],
  ])("%s %j → %s", (action, details, shown) => {
    expect(entry(action, details).details).toBe(shown);
  });
});

/** The server's files, their text. */
function serverSources(dir = "app/server"): { file: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return serverSources(path);
    if (!d.name.endsWith(".server.ts") || d.name.includes(".test.")) return [];
    return [{ file: path, text: readFileSync(path, "utf8") }];
  });
}

/** The text of a call, from its opening parenthesis to the matching one. */
function callText(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === "(") depth++;
    else if (text[i] === ")" && --depth === 0) return text.slice(open, i + 1);
  }
  return text.slice(open);
}

/** The keys of the object literals written in a call ('{ imported: …, skipped }'). */
function literalKeys(call: string): string[] {
  // Strings and templates first: a template's `${…}` is not an object.
  const code = call.replace(/`(?:[^`\\]|\\.)*`|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""');
  const keys: string[] = [];
  for (const match of code.matchAll(/\{([^{}]*)\}/g)) {
    // A destructured parameter ('({ field, to }) =>') is not written.
    if (/^\s*\)\s*=>/.test(code.slice(match.index + match[0].length))) continue;
    const found = match[1]!
      .split(",")
      .map((part) => part.trim())
      .filter((item) => item !== "" && !item.startsWith("...") && !item.startsWith('""'))
      .map((item) => /^([\p{L}_$][\p{L}\d_$]*)\s*(?::|$)/u.exec(item)?.[1])
      .filter((key) => key !== undefined);
    // The actor ('{ id: null, name: PLATFORM_ACTOR }') is not the details.
    if (!found.includes("name")) keys.push(...found);
  }
  return keys;
}

describe("every key the server writes in the journal", () => {
  const written = serverSources().flatMap(({ file, text }) =>
    [...text.matchAll(/\b(?:journal(?:Insert|Ticket)?|moduleJournal)\(/g)]
      .map((m) => callText(text, m.index! + m[0].length - 1))
      .flatMap((call) => literalKeys(call).map((key) => [file, key] as const)),
  );

  it("was found (the scan reads the calls)", () => {
    const keys = new Set(written.map(([, key]) => key));
    for (const key of ["imported", "skipped", "freedSeats", "role", "de", "vers", "asset"]) {
      expect(keys).toContain(key);
    }
  });

  it.each(written)("%s: %s has a French label, or is a change or hidden", (_file, key) => {
    const known = [
      ...Object.keys(journalDetailLabels),
      ...JOURNAL_CHANGE_KEYS.from,
      ...JOURNAL_CHANGE_KEYS.to,
      ...JOURNAL_HIDDEN_DETAILS,
    ];
    expect(known).toContain(key);
  });
});
