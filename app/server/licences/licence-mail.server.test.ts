import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { authOrganization, mailOutbox } from "~/server/db/schema.server";
import { job } from "~/server/db/workspace-schema.server";
import { openTestDb } from "~/server/db/test-db.server";
import { parseEnv, type Env } from "~/server/env.server";
import { startSmtpSink, type SmtpSink } from "~/server/mail/test-smtp.server";
import { createFirstWorkspace } from "~/server/workspaces/first-workspace.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { runDueJobs } from "~/server/workspaces/jobs.server";
import {
  addMember,
  testPerson,
  type TestPerson,
} from "~/server/workspaces/workspace-test-fixtures.server";
import { expiryAlertAt, LICENCE_EXPIRY_JOB, registerLicenceJobs } from "./licence-expiry.server";
import { queueLicenceExpiry } from "./licence-mail.server";
import { addLicence } from "./licence-test-kit.server";

// The expiry alert's e-mail itself, from the job to the mail outbox: one per owner and admin, in
// French, naming the licence, its date and its page; without SMTP, the link in the log.

let t: Awaited<ReturnType<typeof openTestDb>>;
let smtp: SmtpSink;
let config: Env;
/** The configuration the job's delivery uses (each test sets it). */
let mailConfig: Env;
let org: string;
let owner: TestPerson;
let admin: TestPerson;
let tech: TestPerson;
const NOW = new Date("2026-11-01T09:00:00Z");
const SITE = "http://127.0.0.1:4999";
// The SMTP server answers once released: until then the queued rows keep their bodies (a sent
// message's body is emptied).
let release!: () => void;
const held = new Promise<void>((resolve) => (release = resolve));
const received: string[] = [];

beforeAll(async () => {
  t = await openTestDb();
  smtp = await startSmtpSink(async (_raw, envelope) => {
    await held;
    received.push(...envelope.to);
  });
  config = parseEnv({
    SITE_URL: SITE,
    SMTP_URL: smtp.url,
    CONTACT_TO: "equipe@exemple.gn",
    MAIL_FROM: "plateforme@exemple.gn",
  });
  owner = await testPerson(t.db, "Aïssatou Diallo");
  admin = await testPerson(t.db, "Fatoumata Camara");
  tech = await testPerson(t.db, "Ibrahima Sow");
  org = await createFirstWorkspace(t.db, owner, "premium");
  await addMember(t.db, org, admin, "admin");
  await addMember(t.db, org, tech, "technician");
  registerLicenceJobs((tx, notice) => queueLicenceExpiry(tx, t.db, mailConfig, notice));
}, 120_000);
afterAll(async () => {
  release();
  smtp.close();
  await t.cleanup();
});

const licenceMails = () =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "licence_expiry"));

describe("the licence expiry e-mail", { timeout: 30_000 }, () => {
  it("is queued for each owner and admin, in French, with the licence and its date", async () => {
    mailConfig = config;
    const row = await addLicence(
      t.db,
      org,
      tech,
      { name: "Sage Paie", expiresOn: "31/01/2027" },
      NOW,
    );
    await runDueJobs(t.db, expiryAlertAt("2027-01-31"));
    const mails = await licenceMails();
    expect(mails.map((m) => m.recipient).sort()).toEqual([admin.email, owner.email].sort());
    const [workspace] = await t.db
      .select({ name: authOrganization.name })
      .from(authOrganization)
      .where(eq(authOrganization.id, org));
    for (const mail of mails) {
      expect(mail.subject).toBe(
        "Licence «\u202fSage Paie\u202f»\u00a0: expiration le 31 janv. 2027",
      );
      expect(mail.body).toBe(
        [
          "Bonjour,",
          "",
          `La licence «\u202fSage Paie\u202f» de l'espace ${workspace!.name} expire le 31 janv. 2027.`,
          "Pensez à la renouveler, ou à prévoir le remplacement du logiciel.",
          "",
          `Voir la licence\u00a0: ${SITE}/dashboard/software-source-code-management/${row.id}`,
          "",
          `— ${config.site.brandName}`,
        ].join("\n"),
      );
    }
    // Then it leaves through SMTP.
    release();
    await expect.poll(() => received.length).toBeGreaterThan(0);
    expect([admin.email, owner.email]).toContain(received[0]);
    await expect
      .poll(async () => (await licenceMails()).every((m) => m.lockedUntil === null))
      .toBe(true);
  });

  it("without SMTP, writes each recipient's link to the log and queues nothing", async () => {
    mailConfig = { ...config, smtp: undefined };
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const queued = (await licenceMails()).length;
    const row = await addLicence(
      t.db,
      org,
      tech,
      { name: "Kaspersky", expiresOn: "2027-02-28" },
      NOW,
    );
    await runDueJobs(t.db, expiryAlertAt("2027-02-28"));
    const url = `${SITE}/dashboard/software-source-code-management/${row.id}`;
    for (const person of [owner, admin]) {
      expect(log).toHaveBeenCalledWith(
        `Licence expiry link for ${person.email} (SMTP_URL is not set): ${url}`,
      );
    }
    expect(log.mock.calls.some(([line]) => String(line).includes(tech.email))).toBe(false);
    expect(await licenceMails()).toHaveLength(queued);
  });

  it("is not lost when the outbox cannot store it: the job stays and is tried again", async () => {
    mailConfig = config;
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const row = await addLicence(
      t.db,
      org,
      tech,
      { name: "AutoCAD", expiresOn: "2027-03-31" },
      NOW,
    );
    const licenceJob = () =>
      inTenant(t.db, org, (tx) =>
        tx
          .select()
          .from(job)
          .where(and(eq(job.kind, LICENCE_EXPIRY_JOB), eq(job.subjectId, row.id))),
      );
    const autocad = async () => (await licenceMails()).filter((m) => m.subject.includes("AutoCAD"));
    // The outbox refuses every row for the time of the first run.
    await t.db.execute(
      sql`alter table mail_outbox add constraint refuse_all check (false) not valid`,
    );
    try {
      await runDueJobs(t.db, expiryAlertAt("2027-03-31"));
    } finally {
      await t.db.execute(sql`alter table mail_outbox drop constraint refuse_all`);
    }
    expect(await autocad()).toHaveLength(0);
    const [kept] = await licenceJob();
    expect(kept?.attempts).toBe(1);
    expect(error).toHaveBeenCalled();
    // The retry, once its backoff has passed, queues both e-mails.
    await runDueJobs(t.db, kept!.runAt);
    expect((await autocad()).map((m) => m.recipient).sort()).toEqual(
      [admin.email, owner.email].sort(),
    );
    expect(await licenceJob()).toHaveLength(0);
  });
});
