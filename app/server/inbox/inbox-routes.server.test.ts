import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { inboxTexts } from "~/content/inbox";
import type { Db } from "~/server/db/client.server";
import { contactMessage } from "~/server/db/schema.server";
import { openTestDb } from "~/server/db/test-db.server";
import type { MailConfig } from "~/server/mail/outbox.server";
import { startSmtpSink } from "~/server/mail/test-smtp.server";
import { insertMessages, newToken } from "./inbox-test-rows.server";
import {
  exportInbox,
  inboxHeaders,
  loadInbox,
  loadMessage,
  messageAction,
  resourceError,
} from "./inbox-routes.server";

// What the routes do after `requireAdmin`: status codes, headers and French answers.

let handle: Awaited<ReturnType<typeof openTestDb>>;
let db: Db;
beforeAll(async () => {
  handle = await openTestDb();
  db = handle.db;
}, 120_000);
/** A database that is down: every use fails. */
const down = new Proxy({} as Db, {
  get() {
    throw new Error("connect ECONNREFUSED 127.0.0.1:5432");
  },
});
afterAll(() => handle.cleanup());

const ORIGIN = "http://localhost:3000";
const url = (path: string) => `${ORIGIN}${path}`;
const post = (
  id: string,
  body: string,
  init: { type?: string; method?: string } = {},
  mail?: MailConfig,
) =>
  messageAction(
    new Request(url(`/dashboard/messages/${id}?statut=non-lus&q=audit`), {
      method: init.method ?? "POST",
      headers: { "Content-Type": init.type ?? "application/x-www-form-urlencoded" },
      body: init.method === "GET" ? undefined : body,
    }),
    id,
    db,
    mail,
  );
const rowOf = async (id: string) =>
  (await db.select().from(contactMessage).where(eq(contactMessage.id, id)))[0];
const statusOf = async (id: string) => (await rowOf(id))?.status;

/** The status of what a loader or action threw (`data(…)` or a Response). */
async function thrownStatus(work: Promise<unknown>): Promise<number | undefined> {
  try {
    await work;
  } catch (error) {
    if (error instanceof Response) return error.status;
    return (error as { init?: { status?: number } }).init?.status;
  }
  return undefined;
}

describe("inbox routes", { timeout: 60_000 }, () => {
  it("loads the list of the address's filter, search and page", async () => {
    const t = newToken();
    await insertMessages(db, t, [{ subject: "un" }, { subject: "deux", status: "read" }]);
    const page = await loadInbox(
      new Request(url(`/dashboard/messages?statut=lus&q=${t}&page=9`)),
      db,
    );
    expect(page.items.map((i) => i.subject)).toEqual(["deux"]);
    expect(page.counts).toEqual({ all: 2, new: 1, read: 1, handled: 0 });
    expect(page.query).toEqual({ filter: "read", q: t, page: 1 });
    const nul = await loadInbox(new Request(url(`/dashboard/messages?q=%00${t}%00`)), db);
    expect(nul.total).toBe(2);
  });

  it("loads a message, marking it read, with the list to go back to", async () => {
    const [row] = await insertMessages(db, newToken(), [{}]);
    const loaded = await loadMessage(
      new Request(url(`/dashboard/messages/${row!.id}?statut=non-lus&page=2`)),
      row!.id,
      db,
    );
    expect(loaded.message.status).toBe("read");
    expect(loaded.from).toEqual({ filter: "new", q: "", page: 2 });
  });

  it.each([["nope"], ["1"], [randomUUID()], [undefined]])(
    "answers 404 for the id %j",
    async (id) => {
      expect(await thrownStatus(loadMessage(new Request(url("/x")), id, db))).toBe(404);
    },
  );

  it("marks handled, then reopens, answering 303 back to the same address, never cached", async () => {
    const [row] = await insertMessages(db, newToken(), [{}]);
    const done = await post(row!.id, "intent=handle");
    expect(done).toBeInstanceOf(Response);
    const response = done as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(
      `/dashboard/messages/${row!.id}?statut=non-lus&q=audit`,
    );
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await statusOf(row!.id)).toBe("handled");
    expect(((await post(row!.id, "intent=reopen")) as Response).status).toBe(303);
    expect(await statusOf(row!.id)).toBe("read");
  });

  it.each([
    ["an unknown intent", "intent=delete", 400, inboxTexts.errors.unknownIntent],
    ["no intent", "", 400, inboxTexts.errors.unknownIntent],
    ["a prototype key", "intent=handle&__proto__=x", 400, inboxTexts.errors.malformed],
    ["a repeated intent", "intent=handle&intent=reopen", 400, inboxTexts.errors.malformed],
    ["broken percent-encoding", "intent=%ZZ", 400, inboxTexts.errors.malformed],
    ["a NUL byte", "intent=handle%00", 400, inboxTexts.errors.malformed],
    ["invalid UTF-8", "intent=%C3%28", 400, inboxTexts.errors.malformed],
  ])("refuses %s with %i in French, changing nothing", async (_, body, status, error) => {
    const [row] = await insertMessages(db, newToken(), [{ status: "read" }]);
    const result = (await post(row!.id, body)) as { data: unknown; init: ResponseInit };
    expect(result.init.status).toBe(status);
    expect(result.data).toEqual({ error });
    expect(new Headers(result.init.headers).get("Cache-Control")).toBe("private, no-store");
    expect(await statusOf(row!.id)).toBe("read");
  });

  it.each([
    ["application/json", 415],
    ["multipart/form-data; boundary=x", 415],
    ["", 415],
  ])("refuses the content type %j with %i", async (type, status) => {
    const [row] = await insertMessages(db, newToken(), [{}]);
    const result = (await post(row!.id, "intent=handle", { type })) as { init: ResponseInit };
    expect(result.init.status).toBe(status);
    expect(await statusOf(row!.id)).toBe("new");
  });

  it.each([["PUT"], ["DELETE"], ["PATCH"]])(
    "refuses %s with 405 and Allow: POST",
    async (method) => {
      const [row] = await insertMessages(db, newToken(), [{}]);
      const result = (await post(row!.id, "intent=handle", { method })) as { init: ResponseInit };
      expect(result.init.status).toBe(405);
      expect(new Headers(result.init.headers).get("Allow")).toBe("POST");
      expect(await statusOf(row!.id)).toBe("new");
    },
  );

  it("puts a failed staff e-mail back in the queue and sends it at once ('Réessayer l'envoi')", async () => {
    const received: string[] = [];
    const smtp = await startSmtpSink((raw) => {
      received.push(raw);
    });
    try {
      const mail = {
        smtpUrl: smtp.url,
        to: ["equipe@exemple.gn"],
        from: "site@exemple.gn",
      };
      const [row] = await insertMessages(db, newToken(), [
        { status: "read", mailStatus: "failed", mailAttempts: 8, mailLastError: "535 refused" },
      ]);
      const response = (await post(row!.id, "intent=retry-mail", {}, mail)) as Response;
      expect(response.status).toBe(303);
      expect(response.headers.get("Location")).toBe(
        `/dashboard/messages/${row!.id}?statut=non-lus&q=audit`,
      );
      await vi.waitFor(async () => expect((await rowOf(row!.id))?.mailStatus).toBe("sent"), {
        timeout: 30_000,
        interval: 200,
      });
      expect(received.filter((raw) => raw.includes(row!.id))).toHaveLength(1);
      expect(await rowOf(row!.id)).toMatchObject({ status: "read", mailAttempts: 1 });
    } finally {
      smtp.close();
    }
  });

  it("refuses 'Réessayer l'envoi' in French when this server sends no e-mail", async () => {
    const [row] = await insertMessages(db, newToken(), [{ mailStatus: "failed", mailAttempts: 8 }]);
    const result = (await post(row!.id, "intent=retry-mail", {}, undefined)) as {
      data: unknown;
      init: ResponseInit;
    };
    expect(result.init.status).toBe(409);
    expect(result.data).toEqual({ error: inboxTexts.errors.mailNotConfigured });
    expect(await rowOf(row!.id)).toMatchObject({ mailStatus: "failed", mailAttempts: 8 });
  });

  it("answers 404 to a post for a malformed or unknown id", async () => {
    expect(await thrownStatus(post("nope", "intent=handle"))).toBe(404);
    expect(await thrownStatus(post(randomUUID(), "intent=handle"))).toBe(404);
  });

  it("exports the filter and search as a UTF-8 CSV attachment, never cached", async () => {
    const t = newToken();
    await insertMessages(db, t, [
      { subject: "=1+1", status: "handled", handledAt: new Date() },
      { subject: "ouvert" },
    ]);
    const now = new Date(Date.UTC(2026, 10, 22, 9));
    const response = await exportInbox(
      new Request(url(`/dashboard/messages/export?statut=traites&q=${t}`)),
      db,
      now,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe(
      'attachment; filename="messages-2026-11-22.csv"',
    );
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.split("\r\n")[0]).toBe(
      '"Reçu le";"Statut";"Nom complet";"Adresse e-mail";"Sujet";"Message";"Traité le";"Identifiant"',
    );
    expect(text).toContain(`"'=1+1"`);
    expect(text).not.toContain("ouvert");
  });

  it("exports every message of the search, batch after batch, newest first", async () => {
    const t = newToken();
    await insertMessages(
      db,
      t,
      ["m1", "m2", "m3", "m4", "m5"].map((subject) => ({ subject })),
    );
    const request = new Request(url(`/dashboard/messages/export?q=${t}`));
    const text = await (await exportInbox(request, db, new Date(), 2)).text();
    const subjects = text
      .split("\r\n")
      .slice(1, -1)
      .map((line) => line.split('";"')[4]);
    expect(subjects).toEqual(["m5", "m4", "m3", "m2", "m1"]);
  });

  it("answers 503 when the database is unavailable: an error page, or French text for the CSV", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await thrownStatus(loadInbox(new Request(url("/dashboard/messages")), down))).toBe(503);
    try {
      await exportInbox(new Request(url("/dashboard/messages/export")), down);
      expect.unreachable();
    } catch (error) {
      const response = error as Response;
      expect(response.status).toBe(503);
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      expect(await response.text()).toBe(inboxTexts.errors.unavailable);
    }
    expect(log).toHaveBeenCalledWith(expect.stringContaining("ECONNREFUSED"));
  });

  it("turns requireAdmin's 404 into French text for the CSV, and keeps its redirect", async () => {
    const notFound = await thrownStatus(
      Promise.reject({ type: "DataWithResponseInit", data: null, init: { status: 404 } }).catch(
        resourceError,
      ),
    );
    expect(notFound).toBe(404);
    const redirect = new Response(null, { status: 302, headers: { Location: "/connexion" } });
    await expect(Promise.reject(redirect).catch(resourceError)).rejects.toBe(redirect);
    expect(redirect.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("keeps the action's headers and forces no-store on the page's headers", () => {
    const headers = inboxHeaders({
      parentHeaders: new Headers({ "Cache-Control": "private, no-store", Vary: "Cookie" }),
      actionHeaders: new Headers({ Allow: "POST", "Cache-Control": "max-age=60" }),
    });
    expect(Object.fromEntries(headers)).toEqual({
      allow: "POST",
      "cache-control": "private, no-store",
      vary: "Cookie",
    });
  });
});
