import { sql } from "drizzle-orm";
import type { TicketSource, TicketType } from "~/content/helpdesk";
import { ticket, ticketCategory } from "~/server/db/helpdesk-schema.server";
import {
  pick,
  seedBatches,
  seedTarget,
  type ModuleSeed,
  type SeedContext,
} from "~/server/platform/seed.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { createCategory } from "./settings/category-commands.server";
import { helpdeskContext } from "./helpdesk-context.server";
import { createTicket } from "./tickets/ticket-create.server";
import { addMemberEntry, addRequesterReply } from "./tickets/ticket-thread.server";
import { changeStatus, type StatusChange } from "./tickets/ticket-update.server";

// The helpdesk's seed (decision 0089): categories, then tickets from every channel with their
// threads (replies, the requester's answers, internal notes) and every status, opened over the
// last ten days so that their SLA clocks are on time, at risk or late. Through the commands the
// queue and the ticket page call; the e-mails they would send are not queued.

const CATEGORIES = ["Matériel", "Réseau", "Messagerie", "Comptes et accès"];
const SUBJECTS = [
  ["Imprimante du 2e étage hors service", "Matériel"],
  ["Réseau très lent à l'agence de Ratoma", "Réseau"],
  ["Mot de passe oublié", "Comptes et accès"],
  ["Messagerie bloquée sur mon téléphone", "Messagerie"],
  ["Écran noir au démarrage du poste", "Matériel"],
  ["Accès VPN refusé depuis la maison", "Réseau"],
  ["Création d'un compte pour une nouvelle arrivante", "Comptes et accès"],
  ["Pièces jointes refusées par la messagerie", "Messagerie"],
] as const;
const REQUESTERS = [
  ["Fatoumata Camara", "fatoumata.camara@exemple.gn"],
  ["Mamadou Barry", "mamadou.barry@exemple.gn"],
  ["Aïssatou Diallo", "aissatou.diallo@exemple.gn"],
  ["Alpha Condé", "alpha.conde@exemple.gn"],
  ["Mariama Bah", "mariama.bah@exemple.gn"],
] as const;
const SOURCES: TicketSource[] = ["portal", "email", "phone", "manual"];
/** What happens to the i-th ticket: its thread and the statuses it goes through. */
const PATHS: { thread: ("reply" | "note" | "requester")[]; statuses: StatusChange[] }[] = [
  { thread: [], statuses: [] },
  { thread: ["reply", "requester"], statuses: [{ to: "in_progress" }] },
  { thread: ["reply"], statuses: [{ to: "pending", pendingReason: "client" }] },
  { thread: ["note", "reply"], statuses: [{ to: "in_progress" }, { to: "resolved" }] },
  { thread: ["reply", "requester"], statuses: [{ to: "resolved" }, { to: "closed" }] },
  { thread: ["note"], statuses: [{ to: "in_progress" }] },
  { thread: ["note"], statuses: [{ to: "pending", pendingReason: "third_party" }] },
  { thread: ["reply"], statuses: [{ to: "resolved" }, { to: "closed" }] },
];
const TEXTS = {
  reply:
    "Bonjour, nous avons bien reçu votre demande. Pouvez-vous redémarrer le poste et nous dire si le problème persiste ?",
  note: "Note interne : vérifier la garantie auprès du fournisseur avant toute intervention.",
  requester: "Merci, j'ai redémarré mais le problème est toujours là ce matin.",
};

const ticketCount = async (tx: TenantTx) =>
  (await tx.select({ n: sql<number>`count(*)::int` }).from(ticket))[0]!.n;

async function seedCategories(tx: TenantTx, seed: SeedContext) {
  const ctx = await helpdeskContext(tx, { ...seed.actor, type: "member" }, seed.now);
  const existing = await tx
    .select({ id: ticketCategory.id, name: ticketCategory.name })
    .from(ticketCategory);
  for (const name of CATEGORIES) {
    if (existing.some((c) => c.name === name)) continue;
    await createCategory(ctx, { name, parentId: null, assigneeId: null, priority: null });
  }
  return new Map(
    (
      await tx.select({ id: ticketCategory.id, name: ticketCategory.name }).from(ticketCategory)
    ).map((c) => [c.name, c.id]),
  );
}

async function seedTicket(
  tx: TenantTx,
  seed: SeedContext,
  categories: Map<string, string>,
  i: number,
) {
  const actor = { ...seed.actor, type: "member" as const };
  // Opened over the last ten days; each step of its life an hour later.
  const opened = seed.now.getTime() - ((i * 7) % 240) * 3_600_000;
  const at = (step: number) => new Date(Math.min(opened + step * 3_600_000, seed.now.getTime()));
  const [subject, category] = pick(SUBJECTS, i);
  const [name, email] = pick(REQUESTERS, i);
  const ctx = await helpdeskContext(tx, actor, at(0));
  const { number } = await createTicket(ctx, {
    subject,
    description: `Bonjour,\n\n${subject.toLowerCase()} depuis ce matin. Merci de votre aide.\n\n${name}`,
    requester: { name, email },
    source: pick(SOURCES, i),
    type: (i % 3 === 0 ? "request" : "incident") as TicketType,
    priority: pick(["normal", "normal", "high", "low", "urgent"] as const, i),
    categoryId: categories.get(category) ?? null,
    assigneeId: i % 2 ? seed.actor.id : null,
  });
  const path = pick(PATHS, i);
  let step = 1;
  for (const kind of path.thread) {
    const later = await helpdeskContext(tx, actor, at(step++));
    if (kind === "requester") {
      const requester = await helpdeskContext(
        tx,
        { id: null, name, email, type: "requester" },
        later.now,
      );
      await addRequesterReply(requester, number, TEXTS.requester);
    } else await addMemberEntry(later, number, kind, TEXTS[kind]);
  }
  for (const change of path.statuses) {
    await changeStatus(await helpdeskContext(tx, actor, at(step++)), number, undefined, change);
  }
}

export const seedHelpdesk: ModuleSeed = async (seed) => {
  const categories = await seed.inTx((tx) => seedCategories(tx, seed));
  const from = await seed.inTx(ticketCount);
  await seedBatches(seed, from, seedTarget(40, seed.scale), (tx, i) =>
    seedTicket(tx, seed, categories, i),
  );
  return seed.inTx(async (tx) => ({ categories: categories.size, tickets: await ticketCount(tx) }));
};
