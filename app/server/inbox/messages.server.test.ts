import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/server/db/client.server";
import { contactMessage } from "~/server/db/schema.server";
import { openTestDb } from "~/server/db/test-db.server";
import { insertMessages, newToken } from "./inbox-test-rows.server";
import {
  countMessages,
  exportMessageIds,
  listMessages,
  markHandled,
  messagesByIds,
  openMessage,
  reopenMessage,
  retryMail,
} from "./messages.server";

// The inbox queries on a real database: PGlite by default, PostgreSQL with TEST_DATABASE_URL.

let handle: Awaited<ReturnType<typeof openTestDb>>;
let db: Db;
beforeAll(async () => {
  handle = await openTestDb();
  db = handle.db;
}, 120_000);
afterAll(() => handle.cleanup());

const list = (q: string, filter: "all" | "new" | "read" | "handled" = "all", page = 1, size = 50) =>
  listMessages(db, { filter, q, page }, size);
const subjects = async (q: string) => (await list(q)).items.map((i) => i.subject);
/** What the CSV export reads: the ids in order, then their rows (put back in that order). */
async function exportMessages(query: { filter: "all" | "new"; q: string }) {
  const ids = await exportMessageIds(db, query);
  const rows = await messagesByIds(db, ids);
  return ids.map((id) => rows.find((row) => row.id === id)!);
}
const statusOf = async (id: string) =>
  (await db.select().from(contactMessage).where(eq(contactMessage.id, id)))[0];

describe("inbox queries", { timeout: 60_000 }, () => {
  it("lists newest first, with a stable order for equal dates", async () => {
    const t = newToken();
    const same = new Date(Date.UTC(2026, 0, 2));
    const rows = await insertMessages(db, t, [
      { subject: "ancien", createdAt: new Date(Date.UTC(2026, 0, 1)) },
      { subject: "récent", createdAt: new Date(Date.UTC(2026, 0, 3)) },
      { subject: "égal-1", createdAt: same },
      { subject: "égal-2", createdAt: same },
    ]);
    const page = await list(t);
    expect(page.items[0]?.subject).toBe("récent");
    expect(page.items.at(-1)?.subject).toBe("ancien");
    const ties = rows.filter((r) => r.subject.startsWith("égal")).map((r) => r.id);
    expect(page.items.slice(1, 3).map((i) => i.id)).toEqual(ties.sort().reverse());
    expect(await list(t)).toEqual(page);
  });

  it("filters by status and counts each status for the search", async () => {
    const t = newToken();
    await insertMessages(db, t, [
      { subject: "n1" },
      { subject: "n2" },
      { subject: "r1", status: "read" },
      { subject: "h1", status: "handled", handledAt: new Date() },
    ]);
    expect(await countMessages(db, t)).toEqual({ all: 4, new: 2, read: 1, handled: 1 });
    expect((await list(t, "new")).items.map((i) => i.subject).sort()).toEqual(["n1", "n2"]);
    expect((await list(t, "read")).items.map((i) => i.subject)).toEqual(["r1"]);
    const handled = await list(t, "handled");
    expect(handled.items.map((i) => i.subject)).toEqual(["h1"]);
    expect(handled.total).toBe(1);
    expect((await list(t)).total).toBe(4);
  });

  it("searches name, e-mail, subject and message, ignoring case and accents, every word", async () => {
    const t = newToken();
    await insertMessages(db, t, [
      { subject: "a", fullName: "Aminata CONDÉ", message: "Audit réseau" },
      { subject: "b", fullName: "Ibrahima Diallo", email: "I.Diallo@Société.gn" },
      { subject: "Œuvre d'École", fullName: "Moussa" },
      { subject: "d", fullName: "Fode", message: "e\u0301cole decomposée" },
      { subject: "e", fullName: "Kadiatou", message: "Le cœur du réseau" },
    ]);
    expect(await subjects(`${t} condé`)).toEqual(["a"]);
    expect(await subjects(`conde ${t}`)).toEqual(["a"]);
    expect(await subjects(`${t} AUDIT RESEAU`)).toEqual(["a"]);
    expect(await subjects(`${t} societe.gn`)).toEqual(["b"]);
    expect((await subjects(`${t} ecole`)).sort()).toEqual(["d", "Œuvre d'École"]);
    expect(await subjects(`${t} oeuvre`)).toEqual(["Œuvre d'École"]);
    expect(await subjects(`${t} coeur`)).toEqual(["e"]);
    expect(await subjects(`${t} aminata diallo`)).toEqual([]);
    expect(await subjects(`${t.toUpperCase()}`)).toHaveLength(5);
  });

  it("treats LIKE wildcards and the escape character as literal text", async () => {
    const t = newToken();
    await insertMessages(db, t, [
      { subject: "pourcent", message: "remise de 100% garantie" },
      { subject: "sans", message: "remise de 100 garantie" },
      { subject: "souligné", message: "fichier a_b.txt" },
      { subject: "autre", message: "fichier axb.txt" },
      { subject: "antislash", message: "dossier C:\\temp" },
      { subject: "tab", message: "dossier C:temp" },
    ]);
    expect(await subjects(`${t} 100%`)).toEqual(["pourcent"]);
    expect(await subjects(`${t} %`)).toEqual(["pourcent"]);
    expect(await subjects(`${t} a_b`)).toEqual(["souligné"]);
    expect(await subjects(`${t} _`)).toEqual(["souligné"]);
    expect(await subjects(`${t} c:\\t`)).toEqual(["antislash"]);
    expect(await subjects(`${t} \\`)).toEqual(["antislash"]);
  });

  it("stores and returns hostile text verbatim, and finds it", async () => {
    const t = newToken();
    const hostile = {
      fullName: "<script>alert(1)</script> Ñoño 😀",
      email: '"><img src=x onerror=alert(1)>@exemple.gn',
      subject: '=HYPERLINK("http://evil.example","clic")',
      message:
        "'; DROP TABLE contact_message; -- \u202Egnp.exe\u202C zéro\u200Bwidth 👨‍👩‍👧‍👦\r\nligne 2",
    };
    const [row] = await insertMessages(db, t, [hostile]);
    const opened = await openMessage(db, row!.id);
    expect(opened).toMatchObject({ ...hostile, message: `${hostile.message} ${t}` });
    expect(await subjects(`${t} '; drop table`)).toEqual([hostile.subject]);
    expect(await subjects(`${t} <script>`)).toEqual([hostile.subject]);
    expect(await subjects(`${t} =hyperlink("`)).toEqual([hostile.subject]);
    expect(await subjects(`${t} 😀`)).toEqual([hostile.subject]);
    expect(await countMessages(db, t)).toMatchObject({ all: 1 });
  });

  it("paginates without gaps or repeats, clamping a page past the end", async () => {
    const t = newToken();
    await insertMessages(
      db,
      t,
      Array.from({ length: 7 }, (_, i) => ({ subject: `m${i}` })),
    );
    const pages = [
      await list(t, "all", 1, 3),
      await list(t, "all", 2, 3),
      await list(t, "all", 3, 3),
    ];
    expect(pages.map((p) => p.items.length)).toEqual([3, 3, 1]);
    expect(pages.every((p) => p.pageCount === 3 && p.total === 7)).toBe(true);
    const seen = pages.flatMap((p) => p.items.map((i) => i.subject));
    expect(seen).toEqual(["m6", "m5", "m4", "m3", "m2", "m1", "m0"]);
    const past = await list(t, "all", 99, 3);
    expect(past.page).toBe(3);
    expect(past.items.map((i) => i.subject)).toEqual(["m0"]);
    const none = await list(`${t} introuvable`, "all", 5, 3);
    expect(none).toMatchObject({ items: [], total: 0, page: 1, pageCount: 1 });
  });

  it("shows the beginning of long messages in the list, the whole in the export", async () => {
    const t = newToken();
    await insertMessages(db, t, [{ message: "é".repeat(4000) }]);
    const [item] = (await list(t)).items;
    expect([...item!.preview]).toHaveLength(160);
    const [exported] = await exportMessages({ filter: "all", q: t });
    expect(exported?.message).toBe(`${"é".repeat(4000)} ${t}`);
  });

  it("marks a new message read when it is opened, and only a new one", async () => {
    const t = newToken();
    const handledAt = new Date(Date.UTC(2026, 10, 1));
    const [fresh, done] = await insertMessages(db, t, [
      { subject: "frais" },
      { subject: "fait", status: "handled", handledAt },
    ]);
    expect((await openMessage(db, fresh!.id))?.status).toBe("read");
    expect((await statusOf(fresh!.id))?.status).toBe("read");
    expect((await openMessage(db, fresh!.id))?.status).toBe("read");
    const opened = await openMessage(db, done!.id);
    expect(opened).toMatchObject({ status: "handled", handledAt });
  });

  it("marks handled (keeping the first date) and reopens", async () => {
    const t = newToken();
    const [row] = await insertMessages(db, t, [{ status: "read" }]);
    const first = new Date(Date.UTC(2026, 10, 22, 10));
    expect(await markHandled(db, row!.id, first)).toBe(true);
    expect(await statusOf(row!.id)).toMatchObject({ status: "handled", handledAt: first });
    expect(await markHandled(db, row!.id, new Date(Date.UTC(2026, 10, 23)))).toBe(true);
    expect((await statusOf(row!.id))?.handledAt).toEqual(first);
    expect(await reopenMessage(db, row!.id)).toBe(true);
    expect(await statusOf(row!.id)).toMatchObject({ status: "read", handledAt: null });
    expect(await countMessages(db, t)).toEqual({ all: 1, new: 0, read: 1, handled: 0 });
  });

  it.each([
    ["not-a-uuid"],
    [""],
    ["' or 1=1 --"],
    ["00000000-0000-0000-0000-00000000000g"],
    [`${randomUUID()}\u0000`],
  ])("answers nothing (no error) for the id %j", async (id) => {
    expect(await openMessage(db, id)).toBeNull();
    expect(await markHandled(db, id)).toBe(false);
    expect(await reopenMessage(db, id)).toBe(false);
  });

  it("shows a failed staff e-mail in the list and on the message, with its last error", async () => {
    const t = newToken();
    const failure = {
      mailStatus: "failed",
      mailAttempts: 8,
      mailLastError: "535 refused",
    } as const;
    const [failed] = await insertMessages(db, t, [
      { subject: "échoué", ...failure },
      { subject: "envoyé", mailStatus: "sent", mailAttempts: 1 },
    ]);
    expect((await list(t)).items.map((i) => [i.subject, i.mailStatus])).toEqual([
      ["envoyé", "sent"],
      ["échoué", "failed"],
    ]);
    expect(await openMessage(db, failed!.id)).toMatchObject(failure);
  });

  it("puts a failed staff e-mail back in the outbox queue, due now, and only a failed one", async () => {
    const t = newToken();
    const [failed, sent] = await insertMessages(db, t, [
      { mailStatus: "failed", mailAttempts: 8, mailLastError: "535 refused" },
      { mailStatus: "sent", mailAttempts: 1 },
    ]);
    await db
      .update(contactMessage)
      .set({ mailLockedUntil: new Date(Date.UTC(2026, 10, 22, 12)) })
      .where(eq(contactMessage.id, failed!.id));
    const now = new Date(Date.UTC(2026, 10, 23, 9, 30));
    expect(await retryMail(db, failed!.id, now)).toBe(true);
    expect(await statusOf(failed!.id)).toMatchObject({
      mailStatus: "pending",
      mailAttempts: 0,
      mailNextAttemptAt: now,
      mailLockedUntil: null,
      mailLastError: "535 refused",
    });
    // A second click, or a message whose e-mail was sent, changes nothing.
    expect(await retryMail(db, failed!.id, new Date(Date.UTC(2026, 10, 24)))).toBe(true);
    expect((await statusOf(failed!.id))?.mailNextAttemptAt).toEqual(now);
    expect(await retryMail(db, sent!.id, now)).toBe(true);
    expect(await statusOf(sent!.id)).toMatchObject({ mailStatus: "sent", mailAttempts: 1 });
    expect(await retryMail(db, randomUUID(), now)).toBe(false);
    expect(await retryMail(db, "' or 1=1 --", now)).toBe(false);
  });

  it("answers nothing for an unknown uuid", async () => {
    const id = randomUUID();
    expect(await openMessage(db, id)).toBeNull();
    expect(await markHandled(db, id)).toBe(false);
    expect(await reopenMessage(db, id.toUpperCase())).toBe(false);
  });

  it("exports every page of the filter and search, newest first", async () => {
    const t = newToken();
    await insertMessages(db, t, [
      { subject: "x1" },
      { subject: "x2", status: "handled", handledAt: new Date() },
      { subject: "x3" },
    ]);
    const all = await exportMessages({ filter: "all", q: t });
    expect(all.map((m) => m.subject)).toEqual(["x3", "x2", "x1"]);
    const fresh = await exportMessages({ filter: "new", q: t });
    expect(fresh.map((m) => m.subject)).toEqual(["x3", "x1"]);
  });
});
