import { eq } from "drizzle-orm";
import type { TicketPriority, TicketSource } from "~/content/helpdesk";
import type { Db } from "~/server/db/client.server";
import { helpdeskSettings, ticket, ticketCategory } from "~/server/db/helpdesk-schema.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { addMember, addOwner, addUser } from "~/server/workspaces/workspace-test-data.server";
import { helpdeskContext } from "../helpdesk-context.server";
import { createTicket } from "../tickets/ticket-create.server";
import type { HelpdeskActor } from "../tickets/ticket-core.server";
import { addMemberEntry, addRequesterReply, vote } from "../tickets/ticket-thread.server";
import { applyStatus, changeStatus } from "../tickets/ticket-update.server";

// The helpdesk report's hand-computed fixture (decision 0107), made by the helpdesk's own
// commands at chosen instants, so the SLA clock and the thread's events are the real ones.
// Calendar: Monday–Friday 08:00–17:00 in Africa/Conakry (UTC+0), Monday 9 November 2026 a
// holiday. November 2026 starts on a Sunday. Figures (business minutes), in the test file.
//
// T1 normal, Matériel, tech, portal, Fatou: opened Fri 6 Nov 16:00, answered Tue 10 Nov 09:00
//    (Fri 1 h + Tue 1 h: 120; the weekend and the holiday count nothing), resolved Tue 12:00
//    (300), 'Satisfait' with a comment.
// T2 high, Réseau, owner, email, Moussa: opened Mon 16 Nov 08:00, answered 09:00 (60),
//    'En attente' at 10:00 (120 on the clock), the requester's reply Wed 18 Nov 10:00 restarts
//    it, resolved 14:00 (120 + 240 = 360), 'Satisfait'.
// T3 urgent, Matériel, tech, portal, Fatou: opened Mon 2 Nov 10:00, answered 10:30 (30),
//    resolved 11:00 (60), reopened by the requester Tue 3 Nov 09:00, resolved 12:30 (60 + 210 =
//    270 ≥ 240: breached), 'Pas satisfait'.
// T4 low, no category, unassigned, phone, Moussa: opened Mon 30 Nov 23:30 (the month's last
//    day), still open.
// T5 normal, Réseau, tech, portal, Aminata: opened Sat 31 Oct 23:30 (October's), resolved Mon 2
//    Nov 09:00 without a reply (60), 'Pas satisfait' « Trop long ».
// T6 normal, Matériel, unassigned, portal, Moussa: opened Wed 4 Nov 09:00, cancelled 10:00.
// T7 normal, Réseau, tech, email, Aminata: opened Thu 15 Oct 08:00, answered 08:30 (30),
//    resolved 10:00 (120), 'Satisfait' (October's).

const FIXTURE_HOLIDAY = "2026-11-09";
const at = (iso: string) => new Date(`${iso}Z`);

export async function seedReportFixture(db: Db) {
  const owner = await addOwner(db, "Aïssatou Diallo");
  const tech = await addUser(db, "Ibrahima Sow");
  const org = owner.organizationId;
  await addMember(db, org, tech.id, "technician");
  const me = (id: string, name: string): HelpdeskActor => ({ id, name, type: "member" });
  const asTech = me(tech.id, tech.name);
  const asOwner = me(owner.id, owner.name);
  const requester: HelpdeskActor = { id: null, name: "Demandeur", type: "requester" };
  const run = <T>(
    when: string,
    actor: HelpdeskActor,
    work: (ctx: Awaited<ReturnType<typeof helpdeskContext>>) => Promise<T>,
  ) => inTenant(db, org, async (tx) => work(await helpdeskContext(tx, actor, at(when))));

  const categories = await inTenant(db, org, async (tx) => {
    await tx
      .insert(helpdeskSettings)
      .values({ calendar: { holidays: [FIXTURE_HOLIDAY] } })
      .onConflictDoUpdate({
        target: helpdeskSettings.organizationId,
        set: { calendar: { holidays: [FIXTURE_HOLIDAY] } },
      });
    const rows = await tx
      .insert(ticketCategory)
      .values([{ name: "Matériel" }, { name: "Réseau" }])
      .returning({ id: ticketCategory.id, name: ticketCategory.name });
    return Object.fromEntries(rows.map((r) => [r.name, r.id])) as Record<string, string>;
  });
  const people = {
    fatou: { email: "fatou@exemple.gn", name: "Fatou Camara" },
    moussa: { email: "moussa@exemple.gn", name: "Moussa Keita" },
    aminata: { email: "aminata@exemple.gn", name: "Aminata Touré" },
  };
  const open = (
    when: string,
    subject: string,
    priority: TicketPriority,
    category: string | null,
    assigneeId: string | null,
    source: TicketSource,
    who: keyof typeof people,
  ) =>
    run(when, asOwner, async (ctx) => {
      const made = await createTicket(ctx, {
        subject,
        description: subject,
        requester: people[who],
        source,
        priority,
        categoryId: category ? categories[category]! : null,
        assigneeId,
      });
      return made.number;
    });
  const reply = (when: string, number: number, actor = asTech) =>
    run(when, actor, (ctx) => addMemberEntry(ctx, number, "reply", "Bonjour, c'est noté."));
  const resolve = (when: string, number: number) =>
    run(when, asTech, (ctx) => changeStatus(ctx, number, undefined, { to: "resolved" }));
  const requesterReply = (when: string, number: number) =>
    run(when, requester, (ctx) => addRequesterReply(ctx, number, "Toujours en panne."));
  const rate = (number: number, value: "up" | "down", comment = "") =>
    run("2026-12-02T10:00:00", requester, async (ctx) => {
      const [row] = await ctx.tx.select().from(ticket).where(eq(ticket.number, number));
      await vote(ctx, row!, value, comment);
    });

  const t7 = await open(
    "2026-10-15T08:00:00",
    "Écran noir",
    "normal",
    "Réseau",
    tech.id,
    "email",
    "aminata",
  );
  await reply("2026-10-15T08:30:00", t7);
  await resolve("2026-10-15T10:00:00", t7);
  const t5 = await open(
    "2026-10-31T23:30:00",
    "Messagerie bloquée",
    "normal",
    "Réseau",
    tech.id,
    "portal",
    "aminata",
  );
  const t3 = await open(
    "2026-11-02T10:00:00",
    "Serveur à l'arrêt",
    "urgent",
    "Matériel",
    tech.id,
    "portal",
    "fatou",
  );
  await resolve("2026-11-02T09:00:00", t5);
  await reply("2026-11-02T10:30:00", t3);
  await resolve("2026-11-02T11:00:00", t3);
  await requesterReply("2026-11-03T09:00:00", t3);
  await resolve("2026-11-03T12:30:00", t3);
  const t6 = await open(
    "2026-11-04T09:00:00",
    "Doublon",
    "normal",
    "Matériel",
    null,
    "portal",
    "moussa",
  );
  await run("2026-11-04T10:00:00", asOwner, (ctx) =>
    changeStatus(ctx, t6, undefined, { to: "cancelled" }),
  );
  const t1 = await open(
    "2026-11-06T16:00:00",
    "Imprimante hors service",
    "normal",
    "Matériel",
    tech.id,
    "portal",
    "fatou",
  );
  await reply("2026-11-10T09:00:00", t1);
  await resolve("2026-11-10T12:00:00", t1);
  const t2 = await open(
    "2026-11-16T08:00:00",
    "VPN refusé",
    "high",
    "Réseau",
    owner.id,
    "email",
    "moussa",
  );
  await reply("2026-11-16T09:00:00", t2, asOwner);
  await run("2026-11-16T10:00:00", asOwner, async (ctx) => {
    const [row] = await ctx.tx.select().from(ticket).where(eq(ticket.number, t2));
    return applyStatus(ctx, row!, { to: "pending", pendingReason: "client" });
  });
  await requesterReply("2026-11-18T10:00:00", t2);
  await resolve("2026-11-18T14:00:00", t2);
  const t4 = await open(
    "2026-11-30T23:30:00",
    "Téléphone sans tonalité",
    "low",
    null,
    null,
    "phone",
    "moussa",
  );
  await rate(t7, "up");
  await rate(t5, "down", "Trop long");
  await rate(t3, "down");
  await rate(t1, "up", "Très rapide, merci");
  await rate(t2, "up");
  return { owner, tech, org, categories, numbers: { t1, t2, t3, t4, t5, t6, t7 }, run, asTech };
}
