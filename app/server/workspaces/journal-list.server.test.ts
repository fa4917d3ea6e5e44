import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseJournalQuery, type JournalQuery } from "~/contracts/journal-query";
import { openTestDb } from "~/server/db/test-db.server";
import { auditLog } from "~/server/db/workspace-schema.server";
import { inTenant } from "./in-tenant.server";
import { journalTexts } from "~/content/journal";
import { csvDocument } from "~/server/platform/csv.server";
import { journalCells } from "./journal-csv.server";
import { listJournal, olderEntries } from "./journal-list.server";
import { addOwner } from "./workspace-test-data.server";

// The journal's pages: newest first, keyset cursors that neither skip nor repeat an entry (even
// when several share a timestamp), the category filter, and never another workspace's entries.

let t: Awaited<ReturnType<typeof openTestDb>>;
let a: string;
let b: string;
let bEntryId: string;
const SIZE = 10;
const TOTAL = 27;

const query = (q: Partial<JournalQuery> = {}): JournalQuery => ({
  category: "all",
  before: null,
  after: null,
  ...q,
});

beforeAll(async () => {
  t = await openTestDb();
  a = (await addOwner(t.db, "Aïssatou Diallo")).organizationId;
  b = (await addOwner(t.db, "Mamadou Barry")).organizationId;
  // 27 entries in A besides 'workspace.created': timestamps in threes (ties), actions alternating.
  const base = Date.UTC(2026, 10, 20, 9, 0, 0);
  await inTenant(t.db, a, (tx) =>
    tx.insert(auditLog).values(
      Array.from({ length: TOTAL }, (_, i) => ({
        createdAt: new Date(base + Math.floor(i / 3) * 60_000),
        actorName: "Aïssatou Diallo",
        actorEmail: "aissatou@exemple.gn",
        action: i % 2 === 0 ? "member.invited" : "workspace.renamed",
        target: `cible-${i}`,
      })),
    ),
  );
  const [row] = await inTenant(t.db, b, (tx) =>
    tx
      .insert(auditLog)
      .values({ actorName: "B", action: "member.invited", target: "secret-de-b" })
      .returning({ id: auditLog.id }),
  );
  bEntryId = row!.id;
}, 120_000);
afterAll(() => t.cleanup());

describe("listJournal", { timeout: 30_000 }, () => {
  it("walks every entry once, newest first, then back", async () => {
    const whole = await inTenant(t.db, a, (tx) => olderEntries(tx, "all", null, 1_000));
    const all = whole.entries;
    expect(all).toHaveLength(TOTAL + 1);
    expect(whole.older).toBeNull();
    const seen: string[] = [];
    let page = await inTenant(t.db, a, (tx) => listJournal(tx, query(), SIZE));
    expect(page.newer).toBeNull();
    const pages = [page];
    seen.push(...page.entries.map((e) => e.id));
    while (page.older) {
      const cursor = page.older;
      page = await inTenant(t.db, a, (tx) => listJournal(tx, query({ before: cursor }), SIZE));
      pages.push(page);
      seen.push(...page.entries.map((e) => e.id));
    }
    expect(seen).toEqual(all.map((e) => e.id));
    expect(pages.map((p) => p.entries.length)).toEqual([10, 10, 8]);
    for (let i = 1; i < all.length; i++) {
      expect(all[i - 1]!.at.getTime()).toBeGreaterThanOrEqual(all[i]!.at.getTime());
    }
    // 'Plus récents' from the last page gives the middle page, then the first.
    const back = await inTenant(t.db, a, (tx) =>
      listJournal(tx, query({ after: pages[2]!.newer! }), SIZE),
    );
    expect(back.entries.map((e) => e.id)).toEqual(pages[1]!.entries.map((e) => e.id));
    const first = await inTenant(t.db, a, (tx) =>
      listJournal(tx, query({ after: back.newer! }), SIZE),
    );
    expect(first.entries.map((e) => e.id)).toEqual(pages[0]!.entries.map((e) => e.id));
    expect(first.newer).toBeNull();
  });

  it("filters by category", async () => {
    const page = await inTenant(t.db, a, (tx) =>
      listJournal(tx, query({ category: "member" }), 50),
    );
    expect(page.entries).toHaveLength(14);
    expect(page.entries.every((e) => e.action === "member.invited")).toBe(true);
    expect(page.entries[0]!.actionLabel).toBe("Membre invité");
  });

  it("never shows another workspace's entries, whatever the cursor", async () => {
    const fromB = await inTenant(t.db, a, (tx) => listJournal(tx, query({ before: bEntryId }), 50));
    // Another workspace's id is no entry here: the newest page of A.
    expect(fromB.newer).toBeNull();
    expect(fromB.entries).toHaveLength(TOTAL + 1);
    expect(fromB.entries.some((e) => e.target === "secret-de-b")).toBe(false);
    const bPage = await inTenant(t.db, b, (tx) => listJournal(tx, query(), 50));
    expect(bPage.entries.map((e) => e.target).sort()).toEqual(["Espace de Mamadou", "secret-de-b"]);
  });
});

describe("parseJournalQuery", () => {
  const parse = (search: string) => parseJournalQuery(new URLSearchParams(search));
  it("reads the category and one cursor", () => {
    expect(parse("categorie=member")).toEqual(query({ category: "member" }));
    expect(parse("categorie=inconnue")).toEqual(query());
    expect(parse(`avant=${bEntryId.toUpperCase()}`)).toEqual(query({ before: bEntryId }));
  });
  it("refuses a malformed, repeated or two-way cursor", () => {
    expect(parse("avant=1")).toBeNull();
    expect(parse("avant=' or 1=1 --")).toBeNull();
    expect(parse(`avant=${bEntryId}&avant=${bEntryId}`)).toBeNull();
    expect(parse(`avant=${bEntryId}&apres=${bEntryId}`)).toBeNull();
  });
});

describe("journalCells", () => {
  it("writes a BOM, French headers, `;` cells and neutralised formulas", () => {
    const csv = csvDocument([
      journalTexts.csvHeaders,
      journalCells({
        id: "x",
        at: new Date(Date.UTC(2026, 10, 22, 14, 5)),
        actorName: '=HYPERLINK("http://x")',
        actorEmail: "a@exemple.gn",
        action: "member.role_changed",
        actionLabel: "Rôle modifié",
        target: "b@exemple.gn",
        details: "Membre → Technicien",
      }),
    ]);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const [header, line] = csv.slice(1).split("\r\n");
    expect(header).toBe('"Date";"Auteur";"E-mail";"Action";"Cible";"Détails"');
    expect(line).toBe(
      '"22/11/2026 14:05";"\'=HYPERLINK(""http://x"")";"a@exemple.gn";"Rôle modifié";"b@exemple.gn";"Membre → Technicien"',
    );
  });
});
