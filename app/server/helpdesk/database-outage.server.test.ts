import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import MailComposer from "nodemailer/lib/mail-composer";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { helpdeskErrors } from "~/content/helpdesk";
import { inboundErrors } from "~/content/helpdesk-portal";
import { workspaceErrors } from "~/content/workspaces";
import type { WorkspaceResult } from "~/contracts/workspace-result";
import type { Db } from "~/server/db/client.server";
import { helpdeskContact, ticket, ticketEntry } from "~/server/db/helpdesk-schema.server";
import { openTestDb } from "~/server/db/test-db.server";
import { env } from "~/server/env.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { tenantRequests } from "~/server/workspaces/tenant-test-kit.server";
import {
  addMember,
  addOwner,
  addUser,
  viewerOf,
} from "~/server/workspaces/workspace-test-data.server";
import { inboundAction } from "./inbound/inbound-endpoint.server";
import { followAction, followLoader } from "./portal/portal-follow.server";
import { portalLinkSecret, portalToken } from "./portal/portal-link.server";
import { channelWorkspace, type ChannelWorkspace } from "./portal/portal-test-fixtures.server";
import { newTicketAction } from "./queue/queue-new.server";
import { answer as queueAnswer, post as queuePostOf } from "./queue/queue-test-data.server";
import { ticketPageAction } from "./tickets/ticket-page-action.server";
import {
  answer,
  openTicket,
  post as postOf,
  storedTicket,
} from "./tickets/ticket-page-test-kit.server";

// A database outage on every helpdesk form that writes: the dashboard's 'Nouveau ticket', a reply
// on the ticket page, the requester's reply through the private link, and the inbound e-mail
// endpoint. Each answers a French 503 (the forms with what was typed), and nothing is stored, both
// when every query is refused and when the connection is lost as the write commits.

let t: Awaited<ReturnType<typeof openTestDb>>;
// The dashboard's forms are served with the switchable database and the person they act as.
const { as, queuePost, post } = tenantRequests(() => flaky.db, {
  queuePost: queuePostOf,
  post: postOf,
});

type Outage = "none" | "down" | "at-commit";
const lost = () => new Error("Connection terminated unexpectedly");

/**
 * The test database behind a switch: "down" refuses every query; "at-commit" loses the connection
 * as a transaction that wrote commits (its writes rolled back). Caches are kept per handle, so a
 * handle that worked before ("warm") still knows the workspace and the install secrets.
 */
function flakyDb(db: Db) {
  const state = { outage: "none" as Outage };
  const watched = <T extends object>(tx: T, wrote: { value: boolean }): T =>
    new Proxy(tx, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target) as unknown;
        // A statement built once runs through the session (`tx._`): the ticket's opening (0112).
        if (prop === "_") wrote.value = true;
        if (typeof value !== "function") return value;
        if (prop === "insert" || prop === "update" || prop === "delete") wrote.value = true;
        return (value as (...args: unknown[]) => unknown).bind(target);
      },
    });
  const proxy = new Proxy(db, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target) as unknown;
      if (typeof value !== "function") return value;
      if (state.outage === "down") {
        return () => {
          throw lost();
        };
      }
      if (state.outage === "at-commit" && prop === "transaction") {
        return (fn: (tx: unknown) => Promise<unknown>, config?: unknown) =>
          target.transaction(async (tx) => {
            const wrote = { value: false };
            const result = await fn(watched(tx, wrote));
            if (wrote.value) throw lost();
            return result;
          }, config as never);
      }
      return (value as (...args: unknown[]) => unknown).bind(target);
    },
  });
  return {
    db: proxy,
    set: (outage: Outage) => (state.outage = outage),
  };
}

let flaky: ReturnType<typeof flakyDb>;
type Person = { id: string; name: string; email: string };
let owner: Person & { organizationId: string };
let tech: Person;
let a: string;
let ws: ChannelWorkspace;

beforeAll(async () => {
  t = await openTestDb();
  flaky = flakyDb(t.db);
  owner = await addOwner(t.db, "Aïssatou Diallo");
  tech = await addUser(t.db, "Ibrahima Sow");
  a = owner.organizationId;
  await addMember(t.db, a, tech.id, "technician");
  ws = await channelWorkspace(t.db, "Mamadou Barry");
}, 120_000);
afterAll(async () => {
  flaky.set("none");
  await t.cleanup();
});
// Once the database is back, the e-mails' links go to the log (no SMTP here).
beforeEach(() => {
  vi.spyOn(console, "log").mockImplementation(() => {});
});

/** Runs `fn` during `outage` (the error log silenced and checked), the database back after. */
async function during<T>(outage: Outage, fn: () => Promise<T>, handle = flaky): Promise<T> {
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  handle.set(outage);
  try {
    return await fn();
  } finally {
    handle.set("none");
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  }
}

const ticketsOf = (org: string) =>
  inTenant(t.db, org, (tx) =>
    tx
      .select({ subject: ticket.subject, email: helpdeskContact.email })
      .from(ticket)
      .innerJoin(helpdeskContact, eq(helpdeskContact.id, ticket.requesterId)),
  );
const entriesOf = (org: string) => inTenant(t.db, org, (tx) => tx.select().from(ticketEntry));

describe("the dashboard's 'Nouveau ticket' form, database unavailable", { timeout: 30_000 }, () => {
  const FORM = {
    subject: "Serveur de fichiers injoignable",
    description: "Plus aucun lecteur réseau depuis 9\u00a0h.",
    requesterEmail: "mariama.sylla@exemple.gn",
    requesterName: "Mariama Sylla",
    type: "incident",
    categoryId: "",
    priority: "urgent",
    assigneeId: "",
    source: "phone",
    tags: "réseau, serveur",
  };
  const send = async () =>
    queueAnswer(
      await newTicketAction(
        queuePost("/dashboard/helpdesk/nouveau", { ...FORM, cle: randomUUID() }),
      ),
    );

  for (const outage of ["down", "at-commit"] as const) {
    it(`answers 503 in French with every typed value, nothing opened (${outage})`, async () => {
      as(await viewerOf(t.db, tech, a));
      const before = await ticketsOf(a);
      const result = await during(outage, send);
      expect(result).toMatchObject({
        status: 503,
        ok: false,
        formError: workspaceErrors.unavailable,
        values: FORM,
      });
      expect(await ticketsOf(a)).toEqual(before);
      // The same form once the database is back opens the ticket.
      expect(
        ((await newTicketAction(queuePost("/dashboard/helpdesk/nouveau", FORM))) as Response)
          .status,
      ).toBe(303);
      expect((await ticketsOf(a)).length).toBe(before.length + 1);
    });
  }
});

describe("a reply on the ticket page, database unavailable", { timeout: 30_000 }, () => {
  for (const outage of ["down", "at-commit"] as const) {
    it(`answers 503 in French with the reply kept, nothing added (${outage})`, async () => {
      as(await viewerOf(t.db, tech, a));
      const { number } = await openTicket(t.db, a, "Écran noir", {
        email: `demandeur-${outage}@exemple.gn`,
        name: "Moussa Kaba",
      });
      const before = await storedTicket(t.db, a, number);
      const fields = {
        intent: "reply",
        kind: "reply",
        body: "Redémarrez le poste, s'il vous plaît.",
      };
      const result = answer(
        await during(outage, () =>
          ticketPageAction(post(`/dashboard/helpdesk/${number}`, fields), String(number)),
        ),
      );
      expect(result).toMatchObject({
        status: 503,
        intent: "reply",
        formError: workspaceErrors.unavailable,
        values: { body: fields.body, kind: "reply" },
      });
      expect(await storedTicket(t.db, a, number)).toEqual(before);
    });
  }
});

describe(
  "the requester's reply through the private link, database unavailable",
  { timeout: 30_000 },
  () => {
    /** A ticket of `ws` and its private link, opened once on `handle` unless `cold`. */
    async function linked(outage: Outage, handle = flaky, cold = false) {
      const { id, number } = await openTicket(t.db, ws.id, "Imprimante en panne", {
        email: `fatou-${outage}@exemple.gn`,
        name: "Fatou Camara",
      });
      const [row] = await inTenant(t.db, ws.id, (tx) =>
        tx.select({ nonce: ticket.portalNonce }).from(ticket).where(eq(ticket.id, id)),
      );
      const token = portalToken(await portalLinkSecret(t.db), id, row!.nonce!);
      const url = `http://localhost/portail/${ws.slug}/suivi/${number}?jeton=${token}`;
      const params = { slug: ws.slug, number: String(number) };
      // The page was just shown: the workspace and the secrets are known to this process.
      if (!cold) await followLoader({ request: new Request(url), params }, handle.db);
      const reply = (message: string) =>
        followAction(
          {
            request: new Request(url, {
              method: "POST",
              headers: { "Content-Type": "application/x-www-form-urlencoded" },
              body: new URLSearchParams({
                intent: "reply",
                message,
                idempotencyKey: randomUUID().replaceAll("-", ""),
              }).toString(),
            }),
            context: { clientIp: randomUUID() },
            params,
          },
          handle.db,
          env(),
        );
      return { number, reply };
    }

    for (const outage of ["down", "at-commit"] as const) {
      it(`answers 503 in French with the message kept and Retry-After, nothing added (${outage})`, async () => {
        const { reply } = await linked(outage);
        const before = await entriesOf(ws.id);
        const message = "Toujours en panne ce matin,\nle voyant clignote.";
        const result = await during(outage, () => reply(message));
        expect(result.init?.status).toBe(503);
        expect(new Headers(result.init?.headers).get("Retry-After")).toBe("60");
        expect(result.data as WorkspaceResult).toMatchObject({
          ok: false,
          intent: "reply",
          formError: helpdeskErrors.unavailable,
          values: { message },
        });
        expect(await entriesOf(ws.id)).toEqual(before);
      });
    }

    // The private link's workspace read fails too once it is out of the slug cache (5 s).
    it("keeps the message when the database is down before the link is read", async () => {
      const cold = flakyDb(t.db);
      const { reply } = await linked("down", cold, true);
      const message = "Toujours en panne ce matin.";
      const result = await during("down", () => reply(message), cold);
      expect(result.init?.status).toBe(503);
      expect(new Headers(result.init?.headers).get("Retry-After")).toBe("60");
      expect(result.data as WorkspaceResult).toMatchObject({
        ok: false,
        formError: helpdeskErrors.unavailable,
        values: { message },
      });
    });
  },
);

describe("the inbound e-mail endpoint, database unavailable", { timeout: 30_000 }, () => {
  const mail = () =>
    new MailComposer({
      from: "Kadiatou Bah <kadiatou.bah@exemple.gn>",
      to: "support@exemple.gn",
      subject: "Messagerie bloquée",
      text: "Impossible d'envoyer des e-mails depuis ce matin.",
      messageId: `<${randomUUID()}@exemple.gn>`,
    })
      .compile()
      .build();
  const deliver = async () =>
    inboundAction(
      new Request(`http://localhost/api/helpdesk/inbound/${ws.slug}`, {
        method: "POST",
        headers: { "Content-Type": "message/rfc822", Authorization: `Bearer ${ws.secret}` },
        body: new Uint8Array(await mail()),
      }),
      ws.slug,
      flaky.db,
      env(),
    );

  for (const outage of ["down", "at-commit"] as const) {
    it(`answers a French 503 JSON with Retry-After, nothing stored (${outage})`, async () => {
      const before = await ticketsOf(ws.id);
      const response = await during(outage, deliver);
      expect(response.status).toBe(503);
      expect(response.headers.get("Retry-After")).toBe("60");
      expect(await response.json()).toEqual({ error: inboundErrors.unavailable });
      expect(await ticketsOf(ws.id)).toEqual(before);
      // Sent again once the database is back (what the mail server does), it opens its ticket.
      expect((await deliver()).status).toBe(201);
      expect((await ticketsOf(ws.id)).length).toBe(before.length + 1);
    });
  }
});
