import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDb } from "~/server/db/test-db.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { addMember, addOwner, addUser } from "~/server/workspaces/workspace-test-data.server";
import { projectForViewer, taskForViewer } from "./project-access.server";
import {
  columnsOf,
  createProject,
  projectCodeTaken,
  type ProjectValues,
} from "./project-commands.server";
import type { ProjectContext } from "./project-scope.server";
import { projectWorkload } from "./project-workload.server";
import { task, timeEntry } from "./schema.server";
import { createTask, moveTask, type TaskValues } from "./task-commands.server";
import type { WorkspaceRole } from "~/content/workspaces";

// The projects' core rules on a test database (both engines): codes from the workspace's
// counter, task numbers per project, moves between neighbours and into 'done', and a project kept
// to its members answers 404 to the others, as another workspace's does.

let t: Awaited<ReturnType<typeof openTestDb>>;
let owner: Awaited<ReturnType<typeof addOwner>>;
let other: Awaited<ReturnType<typeof addOwner>>;
let member: { id: string; name: string; email: string };
beforeAll(async () => {
  t = await openTestDb();
  owner = await addOwner(t.db, "Aïssatou Diallo");
  other = await addOwner(t.db, "Mamadou Barry");
  member = await addUser(t.db, "Fanta Camara");
  await addMember(t.db, owner.organizationId, member.id, "member");
}, 120_000);
afterAll(() => t.cleanup());

const as = <T>(
  who: { id: string; name: string; email: string },
  org: string,
  role: WorkspaceRole,
  fn: (ctx: ProjectContext) => Promise<T>,
) =>
  inTenant(t.db, org, (tx) =>
    fn({
      tx,
      actor: { id: who.id, name: who.name, email: who.email },
      role,
      canWrite: role !== "member",
      canManage: role === "owner" || role === "admin",
      now: new Date("2026-11-30T09:00:00Z"),
    }),
  );

const values = (over: Partial<ProjectValues> = {}): ProjectValues => ({
  name: "Déploiement réseau Kaloum",
  code: "",
  description: "",
  kind: "client",
  clientName: "Banque de Kaloum",
  ownerId: null,
  startOn: "2026-12-01",
  dueOn: "2027-01-15",
  status: "planned",
  visibility: "workspace",
  budgetAmount: null,
  hourlyRate: null,
  currency: null,
  memberIds: [],
  ...over,
});

const taskValues = (title: string): TaskValues => ({
  title,
  description: "",
  assigneeId: null,
  priority: "normal",
  startOn: null,
  dueOn: null,
  milestone: false,
  estimateMinutes: null,
  columnId: null,
});

describe("projects core", () => {
  it("proposes codes from the counter and refuses a taken one", async () => {
    const org = owner.organizationId;
    const first = await as(owner, org, "owner", (ctx) => createProject(ctx, values()));
    const second = await as(owner, org, "owner", (ctx) => createProject(ctx, values()));
    const codes = await as(owner, org, "owner", async (ctx) => [
      (await projectForViewer(ctx, first)).code,
      (await projectForViewer(ctx, second)).code,
    ]);
    expect(codes).toEqual(["PRJ-001", "PRJ-002"]);
    await expect(
      as(owner, org, "owner", (ctx) => createProject(ctx, values({ code: "PRJ-002" }))),
    ).rejects.toMatchObject({ status: 409, message: projectCodeTaken });
    // A typed code the counter would propose next is skipped by it.
    await as(owner, org, "owner", (ctx) => createProject(ctx, values({ code: "PRJ-003" })));
    const fourth = await as(owner, org, "owner", (ctx) => createProject(ctx, values()));
    expect(
      await as(owner, org, "owner", async (ctx) => (await projectForViewer(ctx, fourth)).code),
    ).toBe("PRJ-004");
  });

  it("numbers tasks per project and orders moves between neighbours", async () => {
    const org = owner.organizationId;
    await as(owner, org, "owner", async (ctx) => {
      const id = await createProject(ctx, values());
      const p = await projectForViewer(ctx, id);
      const a = await createTask(ctx, p, taskValues("Câblage"));
      const b = await createTask(ctx, p, taskValues("Switchs"));
      const c = await createTask(ctx, p, taskValues("Wi-Fi"));
      expect([a.number, b.number, c.number]).toEqual([1, 2, 3]);
      const rows = await ctx.tx.select().from(task).where(eq(task.id, c.id));
      // c before a in the same column, then into 'Terminé'.
      expect(await moveTask(ctx, p, c.id, rows[0]!.columnId, a.id)).toBe(true);
      const order = await ctx.tx
        .select({ title: task.title })
        .from(task)
        .where(eq(task.projectId, id))
        .orderBy(asc(task.position));
      expect(order.map((r) => r.title)).toEqual(["Wi-Fi", "Câblage", "Switchs"]);
      const done = (await columnsOf(ctx, id)).find((col) => col.kind === "done")!;
      await moveTask(ctx, p, b.id, done.id, null);
      const [moved] = await ctx.tx.select().from(task).where(eq(task.id, b.id));
      expect(moved!.columnId).toBe(done.id);
      expect(moved!.completedAt).not.toBeNull();
      // Back-and-forth moves keep every position distinct.
      for (let i = 0; i < 60; i++) {
        const last = i % 2 === 0 ? a : c;
        const first = i % 2 === 0 ? c : a;
        await moveTask(ctx, p, last.id, rows[0]!.columnId, first.id);
      }
      const after = await ctx.tx
        .select({ position: task.position })
        .from(task)
        .where(eq(task.columnId, rows[0]!.columnId))
        .orderBy(asc(task.position));
      expect(new Set(after.map((r) => r.position)).size).toBe(after.length);
    });
  });

  it("hides a members-only project from the others and another workspace's ids", async () => {
    const org = owner.organizationId;
    const { id, taskId } = await as(owner, org, "owner", async (ctx) => {
      const projectId = await createProject(ctx, values({ visibility: "members" }));
      const p = await projectForViewer(ctx, projectId);
      return { id: projectId, taskId: (await createTask(ctx, p, taskValues("Audit"))).id };
    });
    await expect(
      as(member, org, "member", (ctx) => projectForViewer(ctx, id)),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      as(member, org, "member", (ctx) => taskForViewer(ctx, id, taskId)),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      as(other, other.organizationId, "owner", (ctx) => projectForViewer(ctx, id)),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      as(other, other.organizationId, "owner", (ctx) => taskForViewer(ctx, id, taskId)),
    ).rejects.toMatchObject({ status: 404 });
  });

  it("gives the teams' workload each person's open and late tasks and hours of 7 days", async () => {
    const org = owner.organizationId;
    const figures = await as(owner, org, "owner", async (ctx) => {
      const id = await createProject(ctx, values());
      const p = await projectForViewer(ctx, id);
      const mine = (title: string, dueOn: string | null) =>
        createTask(ctx, p, { ...taskValues(title), assigneeId: member.id, dueOn });
      const late = await mine("Routeur", "2026-11-20");
      await mine("Baie", "2026-12-10");
      const done = await mine("Onduleur", "2026-11-01");
      const last = (await columnsOf(ctx, id)).find((c) => c.kind === "done")!;
      await moveTask(ctx, p, done.id, last.id, null);
      // 90 min this week, 60 min three weeks ago (outside the 7 days).
      await ctx.tx.insert(timeEntry).values([
        { taskId: late.id, projectId: id, userId: member.id, minutes: 90, spentOn: "2026-11-28" },
        { taskId: late.id, projectId: id, userId: member.id, minutes: 60, spentOn: "2026-11-05" },
      ]);
      return projectWorkload(ctx.tx, [member.id, owner.id], ctx.now);
    });
    expect(figures!.columns.map((c) => c.key)).toEqual(["tasks", "tasksLate", "hours"]);
    expect(figures!.values[member.id]).toEqual({ tasks: "2", tasksLate: "1", hours: "1,5" });
    expect(figures!.values[owner.id]).toEqual({ tasks: "0", tasksLate: "0", hours: "0" });
  });
});
