import { eq } from "drizzle-orm";
import { openDb, type Db } from "../../app/server/db/client.server";
import { authMember, authSession, authUser } from "../../app/server/db/schema.server";
import { cannedReply, ticketCategory } from "../../app/server/db/helpdesk-schema.server";
import { storeAttachments } from "../../app/server/helpdesk/tickets/attachments.server";
import { helpdeskContext } from "../../app/server/helpdesk/helpdesk-context.server";
import type {
  HelpdeskActor,
  HelpdeskContext,
} from "../../app/server/helpdesk/tickets/ticket-core.server";
import { createTicket } from "../../app/server/helpdesk/tickets/ticket-create.server";
import {
  addMemberEntry,
  addRequesterReply,
} from "../../app/server/helpdesk/tickets/ticket-thread.server";
import {
  assignTicket,
  changeStatus,
  setPriority,
} from "../../app/server/helpdesk/tickets/ticket-update.server";
import { inTenant } from "../../app/server/workspaces/in-tenant.server";
import type { PrivateServer } from "./fixtures";

// Tickets for the ticket page's browser tests and screenshots, written with the helpdesk's own
// commands into a private server's database (stopped first when it is the embedded one: it serves
// one process). The dashboard's 'Nouveau ticket' form and the portal have their own journeys.

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

export const REQUESTER = { name: "Mariama Bah", email: "mariama.bah@exemple.gn" };

interface Seeded {
  /** A long thread: description with a file, events, replies, a note, on hold. */
  long: number;
  /** A fresh ticket ('Nouveau'). */
  fresh: number;
  /** Someone else's request. */
  others: number;
}

async function fill(ctx: HelpdeskContext, owner: HelpdeskActor): Promise<Seeded> {
  const requester: HelpdeskActor = { id: null, name: REQUESTER.name, type: "requester" };
  const as = (actor: HelpdeskActor) => ({ ...ctx, actor });
  const long = await createTicket(as(requester), {
    subject: "Imprimante du 2e étage hors service depuis la coupure de courant",
    description:
      "Bonjour,\n\nDepuis la coupure de ce matin, l'imprimante HP du 2e étage affiche « Erreur 49.4C02 » et n'imprime plus rien.\nLe service comptabilité ne peut pas sortir les factures du mois.\n\nMerci de votre aide,\nMariama",
    requester: REQUESTER,
    source: "portal",
    tags: ["imprimante", "2e-étage", "urgent-compta"],
  });
  await storeAttachments(ctx.tx, long.id, null, [
    { filename: "photo-ecran-imprimante.png", contentType: "image/png", content: PNG },
  ]);
  const n = long.number;
  await assignTicket(as(owner), n, undefined, owner.id);
  await changeStatus(as(owner), n, undefined, { to: "in_progress" });
  const reply = await addMemberEntry(
    as(owner),
    n,
    "reply",
    "Bonjour Mariama,\n\nMerci pour la photo. Pouvez-vous éteindre l'imprimante, attendre 30 secondes puis la rallumer ? La procédure est jointe.",
  );
  await storeAttachments(ctx.tx, long.id, reply, [
    {
      filename: "procedure-redemarrage-imprimante-hp-laserjet.txt",
      contentType: "text/plain; charset=utf-8",
      content: Buffer.from("1. Éteindre\n2. Attendre 30 s\n3. Rallumer\n"),
    },
  ]);
  await addRequesterReply(as(requester), n, "C'est fait, le même message revient au démarrage.");
  await addMemberEntry(
    as(owner),
    n,
    "note",
    "Erreur 49 = micrologiciel. Le contrat de maintenance couvre l'intervention : appeler le prestataire (réf. contrat MX-2291).",
  );
  await setPriority(as(owner), n, undefined, "high");
  await changeStatus(as(owner), n, undefined, {
    to: "pending",
    pendingReason: "third_party",
  });
  const fresh = await createTicket(as(requester), {
    subject: "Accès VPN refusé",
    description: "Le VPN refuse mon mot de passe depuis ce matin.",
    requester: REQUESTER,
    source: "email",
  });
  const others = await createTicket(as(owner), {
    subject: "Renouvellement des licences de la paie",
    description: "Les licences expirent à la fin du mois.",
    requester: { name: "Service RH", email: "rh@exemple.gn" },
    source: "phone",
  });
  await ctx.tx.insert(cannedReply).values({
    title: "Redémarrage du poste",
    body: "Pouvez-vous redémarrer votre poste puis nous dire si le problème persiste ?",
  });
  const [network] = await ctx.tx
    .insert(ticketCategory)
    .values({ name: "Réseau" })
    .returning({ id: ticketCategory.id });
  await ctx.tx.insert(ticketCategory).values({ name: "VPN", parentId: network!.id });
  return { long: n, fresh: fresh.number, others: others.number };
}

/** Runs `fn` on `server`'s database (the embedded one stopped first) with `ownerEmail`'s workspace. */
async function onDatabase<T>(
  server: PrivateServer,
  ownerEmail: string,
  fn: (db: Db, organizationId: string, owner: HelpdeskActor) => Promise<T>,
): Promise<T> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  if (!databaseUrl) await server.stop();
  const handle = openDb({ dataDir: server.dataDir, databaseUrl, fsync: false });
  try {
    const [user] = await handle.db.select().from(authUser).where(eq(authUser.email, ownerEmail));
    const [membership] = await handle.db
      .select()
      .from(authMember)
      .where(eq(authMember.userId, user!.id));
    const owner: HelpdeskActor = { id: user!.id, name: user!.name, type: "member" };
    return await fn(handle.db, membership!.organizationId, owner);
  } finally {
    await handle.close();
  }
}

/** Seeds the workspace of `ownerEmail` (its first) on `server`; restart it afterwards. */
export const seedTickets = (server: PrivateServer, ownerEmail: string): Promise<Seeded> =>
  onDatabase(server, ownerEmail, (db, organizationId, owner) =>
    inTenant(db, organizationId, async (tx) => fill(await helpdeskContext(tx, owner), owner)),
  );

/** Makes `email`'s account (confirmed) a Membre of `ownerEmail`'s workspace, active in its sessions. */
export const joinAsMember = (server: PrivateServer, ownerEmail: string, email: string) =>
  onDatabase(server, ownerEmail, async (db, organizationId) => {
    const [user] = await db.select().from(authUser).where(eq(authUser.email, email));
    await db.insert(authMember).values({
      id: crypto.randomUUID(),
      organizationId,
      userId: user!.id,
      role: "member",
      createdAt: new Date(),
    });
    await db.update(authUser).set({ emailVerified: true }).where(eq(authUser.id, user!.id));
    await db
      .update(authSession)
      .set({ activeOrganizationId: organizationId })
      .where(eq(authSession.userId, user!.id));
  });
