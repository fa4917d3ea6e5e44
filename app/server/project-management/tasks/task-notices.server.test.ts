import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "~/server/db/schema.server";
import { openTestDb } from "~/server/db/test-db.server";
import { parseEnv, type Env } from "~/server/env.server";
import { startSmtpSink, type SmtpSink } from "~/server/mail/test-smtp.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { runDueJobs, scheduleJob } from "~/server/workspaces/jobs.server";
import { addMember, addOwner, addUser } from "~/server/workspaces/workspace-test-data.server";
import { projectForViewer } from "../project-access.server";
import { task } from "../schema.server";
import { DUE_SOON_JOB, registerTaskJobs } from "./task-due-jobs.server";
import { createTaskWithNotices, updateTask } from "./task-edit.server";
import { queueTaskNotices, type TaskContext } from "./task-notices.server";
import { projectWithTasks, taskValues } from "./task-test-kit.server";

// The tasks' e-mails in the outbox (both engines): written in the change's own transaction (a
// change rolled back leaves none), never to the actor, never about a project the recipient does
// not see; 'échéance demain' and 'en retard' sent once per due date by the job table.

let t: Awaited<ReturnType<typeof openTestDb>>;
let smtp: SmtpSink;
let config: Env;
let owner: Awaited<ReturnType<typeof addOwner>>;
let tech: { id: string; name: string; email: string };
let org: string;
let projectId: string;
let hiddenId: string;

beforeAll(async () => {
  t = await openTestDb();
  smtp = await startSmtpSink(() => {});
  config = parseEnv({
    SITE_URL: "http://127.0.0.1:4999",
    SMTP_URL: smtp.url,
    CONTACT_TO: "equipe@exemple.gn",
    MAIL_FROM: "plateforme@exemple.gn",
  });
  owner = await addOwner(t.db, "Aïssatou Diallo");
  tech = await addUser(t.db, "Ibrahima Sow");
  org = owner.organizationId;
  await addMember(t.db, org, tech.id, "technician");
  projectId = (await projectWithTasks(t.db, owner, org, [])).id;
  hiddenId = (await projectWithTasks(t.db, owner, org, [], { visibility: "members" })).id;
  registerTaskJobs(t.db, config);
}, 120_000);
afterAll(async () => {
  smtp.close();
  await t.cleanup();
});

const mails = (kind: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, kind), eq(mailOutbox.recipient, tech.email)));

/** A change made as the owner, its e-mails queued in its transaction; `fail` rolls it back. */
function change<T>(fn: (ctx: TaskContext) => Promise<T>, fail = false) {
  return inTenant(t.db, org, async (tx) => {
    const ctx: TaskContext = {
      tx,
      actor: { id: owner.id, name: owner.name, email: owner.email },
      role: "owner",
      canWrite: true,
      canManage: true,
      now: new Date("2026-12-01T09:00:00Z"),
      notices: [],
    };
    const value = await fn(ctx);
    await queueTaskNotices(tx, t.db, config, ctx.notices, owner.name);
    if (fail) throw new Error("the change fails after its e-mails were written");
    return value;
  });
}

describe("task e-mails", { timeout: 30_000 }, () => {
  it("writes 'assigned' in the change's transaction, or not at all", async () => {
    const create = (fail: boolean, title: string) =>
      change(async (ctx) => {
        const p = await projectForViewer(ctx, projectId);
        return createTaskWithNotices(ctx, p, taskValues(title, { assigneeId: tech.id }), []);
      }, fail);
    await expect(create(true, "Annulée")).rejects.toThrow();
    expect(await mails("task_assigned")).toHaveLength(0);
    await create(false, "Configurer le pare-feu");
    const [mail] = await mails("task_assigned");
    expect(mail?.subject).toContain("Tâche attribuée\u00a0: Configurer le pare-feu");
    expect(mail?.body).toContain("Aïssatou Diallo vous a attribué");
    expect(mail?.body).toContain(
      `http://127.0.0.1:4999/dashboard/project-management/${projectId}/taches/`,
    );
  });

  it("tells nobody of their own change nor of a project they do not see", async () => {
    await change(async (ctx) => {
      const p = await projectForViewer(ctx, projectId);
      await createTaskWithNotices(ctx, p, taskValues("À moi", { assigneeId: owner.id }), []);
      const h = await projectForViewer(ctx, hiddenId);
      await createTaskWithNotices(ctx, h, taskValues("Secret", { assigneeId: tech.id }), []);
    });
    const all = await mails("task_assigned");
    expect(all.map((m) => m.subject).some((s) => s.includes("Secret"))).toBe(false);
    const toOwner = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, owner.email));
    expect(toOwner).toHaveLength(0);
  });

  it("sends 'due tomorrow' and 'overdue' once per due date", async () => {
    const id = await change(async (ctx) => {
      const p = await projectForViewer(ctx, projectId);
      const values = taskValues("Livrer les switchs", { assigneeId: tech.id, dueOn: "2026-12-10" });
      return (await createTaskWithNotices(ctx, p, values, [])).id;
    });
    // Before its time, nothing; the day before at 07:00 UTC, once.
    await runDueJobs(t.db, new Date("2026-12-08T12:00:00Z"));
    expect(await mails("task_due_soon")).toHaveLength(0);
    await runDueJobs(t.db, new Date("2026-12-09T08:00:00Z"));
    expect(await mails("task_due_soon")).toHaveLength(1);
    // The job again (another process, a retry): the date was already told of.
    await inTenant(t.db, org, (tx) =>
      scheduleJob(tx, DUE_SOON_JOB, id, new Date("2026-12-09T07:00:00Z")),
    );
    await runDueJobs(t.db, new Date("2026-12-09T09:00:00Z"));
    expect(await mails("task_due_soon")).toHaveLength(1);
    await runDueJobs(t.db, new Date("2026-12-11T08:00:00Z"));
    expect(await mails("task_overdue")).toHaveLength(1);
    await runDueJobs(t.db, new Date("2026-12-12T08:00:00Z"));
    expect(await mails("task_overdue")).toHaveLength(1);
    // A new due date is told of again.
    await change(async (ctx) => {
      const p = await projectForViewer(ctx, projectId);
      const [row] = await ctx.tx.select().from(task).where(eq(task.id, id));
      const values = taskValues(row!.title, {
        assigneeId: tech.id,
        dueOn: "2026-12-20",
        columnId: row!.columnId,
      });
      expect(await updateTask(ctx, p, row!, row!.version, values, [])).toBe("saved");
    });
    await runDueJobs(t.db, new Date("2026-12-19T08:00:00Z"));
    expect(await mails("task_due_soon")).toHaveLength(2);
    // The same assignee again is not 'assigned' again; a new one is.
    const assigned = (await mails("task_assigned")).length;
    await change(async (ctx) => {
      const p = await projectForViewer(ctx, projectId);
      const [row] = await ctx.tx.select().from(task).where(eq(task.id, id));
      const values = taskValues(row!.title, { assigneeId: null, columnId: row!.columnId });
      await updateTask(ctx, p, row!, row!.version, values, []);
    });
    await change(async (ctx) => {
      const p = await projectForViewer(ctx, projectId);
      const [row] = await ctx.tx.select().from(task).where(eq(task.id, id));
      const values = taskValues(row!.title, { assigneeId: tech.id, columnId: row!.columnId });
      await updateTask(ctx, p, row!, row!.version, values, []);
    });
    expect(await mails("task_assigned")).toHaveLength(assigned + 1);
  });
});
