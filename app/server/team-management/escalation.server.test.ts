import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ticket, ticketEntry } from "~/server/db/helpdesk-schema.server";
import { mailOutbox } from "~/server/db/schema.server";
import { openTestDb } from "~/server/db/test-db.server";
import { parseEnv } from "~/server/env.server";
import { viewerIn } from "~/server/helpdesk/queue/queue-test-data.server";
import { MODULES } from "~/server/modules.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { runDueJobs } from "~/server/workspaces/jobs.server";
import { addMember, addOwner, addUser } from "~/server/workspaces/workspace-test-data.server";
import { rulesAction } from "./other-pages.server";
import { teamKit } from "./team-test-kit.server";

// Escalation with fixed instants (vitest-isolate: the jobs' e-mails start the outbox's loop, to a
// closed port): an urgent ticket of a team reaching 'À risque' (45 min) and 'En retard' (60 min)
// is e-mailed to the team's lead through the outbox, and handed to the next available member
// when the team says so; an unassigned ticket of a team still reaches its lead.

let t0: Awaited<ReturnType<typeof openTestDb>>;
const kit = teamKit(() => t0.db);
let org: string;
type Person = Awaited<ReturnType<typeof addUser>>;
let lead: Person;
let djibril: Person;
let elhadj: Person;
let ownerPerson: Person;

// Wednesday 2 December 2026, 10:00 in Conakry (UTC+0).
const WED_10 = new Date("2026-12-02T10:00:00Z");
const plus = (minutes: number) => new Date(WED_10.getTime() + minutes * 60_000);

beforeAll(async () => {
  t0 = await openTestDb();
  const owner = await addOwner(t0.db, "Aïssatou Diallo");
  ownerPerson = owner;
  org = owner.organizationId;
  lead = await addUser(t0.db, "Lamine Camara");
  djibril = await addUser(t0.db, "Djibril Sylla");
  elhadj = await addUser(t0.db, "Elhadj Touré");
  for (const p of [lead, djibril, elhadj]) await addMember(t0.db, org, p.id, "technician");
  const config = parseEnv({
    SITE_URL: "http://127.0.0.1:4999",
    SMTP_URL: "smtp://127.0.0.1:9",
    CONTACT_TO: "equipe@exemple.gn",
    MAIL_FROM: "plateforme@exemple.gn",
  });
  // As the server does at start: every module's jobs (the helpdesk's SLA jobs among them).
  for (const module of MODULES) await module.registerJobs?.({ db: t0.db, config });
}, 120_000);
afterAll(() => t0.cleanup());

const mailsTo = (email: string) =>
  t0.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
const rowOf = async (id: string) =>
  (await inTenant(t0.db, org, (tx) => tx.select().from(ticket).where(eq(ticket.id, id))))[0]!;

describe("escalation to the team's lead", { timeout: 60_000 }, () => {
  it("e-mails the lead at 'À risque' and 'En retard', reassigning to the next member", async () => {
    const owner = await viewerIn(t0.db, ownerPerson, org);
    const team = await kit.makeTeam(owner, {
      name: "Escalade",
      leadId: lead.id,
      member: [djibril.id, elhadj.id],
      rotation: "round_robin",
      reassign: "on",
    });
    const urgent = await kit.category(org, "Serveurs");
    kit.as(owner);
    await rulesAction(
      kit.post("/dashboard/team-management/regles", { [`category:${urgent}`]: team }),
    );
    const opened = await kit.portalTicket(org, WED_10, { categoryId: urgent, priority: "urgent" });
    const first = opened.assigneeId!;
    const other = first === djibril.id ? elhadj.id : djibril.id;
    expect([djibril.id, elhadj.id]).toContain(first);

    await runDueJobs(t0.db, plus(46));
    let mails = await mailsTo(lead.email);
    expect(mails.map((m) => m.kind)).toEqual(["ticket_escalated"]);
    expect(mails[0]!.subject).toContain("Délai à risque");
    expect((await rowOf(opened.id)).assigneeId).toBe(other);

    await runDueJobs(t0.db, plus(61));
    mails = await mailsTo(lead.email);
    expect(mails.map((m) => m.subject).filter((s) => s.includes("Délai dépassé"))).toHaveLength(1);
    expect((await rowOf(opened.id)).assigneeId).toBe(first);
    // Told once: a later pass sends nothing more.
    await runDueJobs(t0.db, plus(120));
    expect(await mailsTo(lead.email)).toHaveLength(2);

    const events = await inTenant(t0.db, org, (tx) =>
      tx
        .select()
        .from(ticketEntry)
        .where(and(eq(ticketEntry.ticketId, opened.id), eq(ticketEntry.kind, "event"))),
    );
    const byEscalation = events.filter((e) => e.authorName === "Escalade · Escalade");
    expect(byEscalation).toHaveLength(2);
  });

  it("e-mails the lead of a team whose unassigned ticket reaches 'À risque'", async () => {
    const owner = await viewerIn(t0.db, ownerPerson, org);
    // Nobody in the team: the ticket stays in it, unassigned.
    const team = await kit.makeTeam(owner, {
      name: "Vide",
      leadId: lead.id,
      rotation: "least_loaded",
    });
    const empty = await kit.category(org, "Vide");
    kit.as(owner);
    await rulesAction(
      kit.post("/dashboard/team-management/regles", { [`category:${empty}`]: team }),
    );
    const before = new Set((await mailsTo(lead.email)).map((m) => m.id));
    const opened = await kit.portalTicket(org, WED_10, { categoryId: empty, priority: "urgent" });
    expect(opened).toMatchObject({ teamId: team, assigneeId: null });
    await runDueJobs(t0.db, plus(46));
    // The rows come back in no set order: the new one is the one not there before.
    const mails = (await mailsTo(lead.email)).filter((m) => !before.has(m.id));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain("Il n\u2019est attribué à personne.");
    const others = await t0.db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.recipient, [djibril.email, elhadj.email]));
    expect(others.filter((m) => m.kind === "ticket_escalated")).toEqual([]);
  });
});
