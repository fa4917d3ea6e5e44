import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WorkspaceRole } from "~/content/workspaces";
import { openTestDb } from "~/server/db/test-db.server";
import { get, post, rejection, answer } from "~/server/platform/test-kit.server";
import { viewerIn } from "~/server/helpdesk/queue/queue-test-data.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { tenantRequests } from "~/server/workspaces/tenant-test-kit.server";
import { addMember, addOwner, addUser } from "~/server/workspaces/workspace-test-data.server";
import { boardAction, boardLoader, projectEventsLoader } from "./board-page.server";
import { loadBoard } from "./board-view.server";
import { groupOf, loadMyTasks, myTasksAction } from "./my-tasks.server";
import { projectForViewer } from "./project-access.server";
import { projectLayoutLoader } from "./project-layout.server";
import { columnsOf, createProject, type ProjectValues } from "./project-commands.server";
import { onProjectChange } from "./project-events.server";
import type { ProjectContext } from "./project-scope.server";
import { task, taskCheck, taskDependency } from "./schema.server";
import { taskListAction } from "./task-bulk.server";
import { createTask, moveTask, type TaskValues } from "./task-commands.server";
import { loadTaskList, taskListLoader } from "./task-list.server";
import { loadTimeline, timelineLoader } from "./timeline.server";

// The project's views on a test database (both engines): the board's cards and facts, the list's
// sorts, filters, French search and keyset pages, the timeline's range, 'Mes tâches' groups by
// date boundaries (Conakry = UTC), the bulk actions and the board's move with their refusals
// (Membre 403, foreign ids 404), and the event stream's visibility.

let t: Awaited<ReturnType<typeof openTestDb>>;
const req = tenantRequests(() => t.db, { get, post });
type Person = { id: string; name: string; email: string };
let owner: Awaited<ReturnType<typeof addOwner>>;
let other: Awaited<ReturnType<typeof addOwner>>;
let tech: Person;
let member: Person;
let projectId: string;
let hiddenId: string;
let foreignId: string;
const ids: Record<string, string> = {};
// Thursday 26 November 2026, 10:00 in Conakry (UTC): the ISO week ends on Sunday the 29th.
const NOW = new Date("2026-11-26T10:00:00Z");

beforeAll(async () => {
  t = await openTestDb();
  owner = await addOwner(t.db, "Aïssatou Diallo");
  other = await addOwner(t.db, "Mamadou Barry");
  tech = await addUser(t.db, "Ibrahima Sow");
  member = await addUser(t.db, "Fanta Camara");
  await addMember(t.db, owner.organizationId, tech.id, "technician");
  await addMember(t.db, owner.organizationId, member.id, "member");
  await as(owner, "owner", async (ctx) => {
    projectId = await createProject(ctx, values({}));
    hiddenId = await createProject(ctx, values({ visibility: "members", code: "PRJ-900" }));
    const p = await projectForViewer(ctx, projectId);
    const h = await projectForViewer(ctx, hiddenId);
    const add = async (key: string, over: Partial<TaskValues>, into = p) =>
      (ids[key] = (await createTask(ctx, into, taskValues(over))).id);
    await add("late", {
      title: "Tirer les câbles du 2e étage",
      dueOn: "2026-11-20",
      assigneeId: tech.id,
      priority: "urgent",
    });
    await add("today", {
      title: "Configurer les switchs",
      dueOn: "2026-11-26",
      assigneeId: tech.id,
    });
    await add("week", {
      title: "Borne Wi-Fi accueil",
      dueOn: "2026-11-29",
      assigneeId: tech.id,
      priority: "high",
    });
    await add("later", {
      title: "Recette",
      dueOn: "2026-11-30",
      assigneeId: tech.id,
      milestone: true,
    });
    await add("undated", { title: "Documentation", assigneeId: tech.id, priority: "low" });
    await add("hidden", { title: "Secret", assigneeId: tech.id, dueOn: "2026-11-01" }, h);
    await ctx.tx.insert(taskCheck).values([
      { taskId: ids.today!, label: "VLAN", done: true, position: 0 },
      { taskId: ids.today!, label: "Trunk", done: false, position: 1 },
    ]);
    await ctx.tx.insert(taskDependency).values({ taskId: ids.today!, blockedById: ids.late! });
  });
  await inTenant(t.db, other.organizationId, async (tx) => {
    const ctx = contextOf(tx, other, "owner");
    foreignId = await createProject(ctx, values({}));
  });
}, 120_000);
afterAll(() => t.cleanup());

function contextOf(tx: ProjectContext["tx"], who: Person, role: WorkspaceRole): ProjectContext {
  return {
    tx,
    actor: { id: who.id, name: who.name, email: who.email },
    role,
    canWrite: role !== "member",
    canManage: role === "owner" || role === "admin",
    now: NOW,
  };
}

const as = <T>(who: Person, role: WorkspaceRole, fn: (ctx: ProjectContext) => Promise<T>) =>
  inTenant(t.db, owner.organizationId, (tx) => fn(contextOf(tx, who, role)));

function values(over: Partial<ProjectValues>): ProjectValues {
  return {
    name: "Déploiement réseau Kaloum",
    code: "",
    description: "",
    kind: "internal",
    clientName: "",
    ownerId: null,
    startOn: null,
    dueOn: null,
    status: "active",
    visibility: "workspace",
    budgetAmount: null,
    hourlyRate: null,
    currency: null,
    memberIds: [],
    ...over,
  };
}

const taskValues = (over: Partial<TaskValues>): TaskValues => ({
  title: "Tâche",
  description: "",
  assigneeId: null,
  priority: "normal",
  startOn: null,
  dueOn: null,
  milestone: false,
  estimateMinutes: null,
  columnId: null,
  ...over,
});

const BASE = (id: string) => `/dashboard/project-management/${id}`;

describe("board", () => {
  it("shows the columns with their cards, checklist progress, blocker and overdue", async () => {
    const board = await as(member, "member", async (ctx) =>
      loadBoard(ctx, await projectForViewer(ctx, projectId)),
    );
    expect(board.columns.map((c) => c.name)).toEqual([
      "À faire",
      "En cours",
      "En revue",
      "Terminé",
    ]);
    const todo = board.columns[0]!;
    expect(todo.total).toBe(5);
    expect(todo.cards.map((c) => c.key)).toEqual([
      "PRJ-001-1",
      "PRJ-001-2",
      "PRJ-001-3",
      "PRJ-001-4",
      "PRJ-001-5",
    ]);
    const [late, today] = todo.cards;
    expect(late).toMatchObject({ overdue: true, priority: "urgent", blocked: false });
    expect(late!.assignee).toMatchObject({ name: "Ibrahima Sow", initials: "IS" });
    expect(today).toMatchObject({ overdue: false, checks: { done: 1, total: 2 }, blocked: true });
  });

  it("moves a card for a technician, refuses a Membre (403) and a foreign project (404)", async () => {
    const doing = await as(owner, "owner", async (ctx) => (await columnsOf(ctx, projectId))[1]!);
    let events = 0;
    const off = onProjectChange(projectId, () => events++);
    req.as(await viewerIn(t.db, tech, owner.organizationId));
    const moved = answer(
      await boardAction(
        req.post(`${BASE(projectId)}/tableau`, {
          intent: "move",
          task: ids.week!,
          column: doing.id,
          before: "",
        }),
        projectId,
      ),
    );
    expect(moved).toMatchObject({
      status: 200,
      ok: true,
      notice: "Tâche PRJ-001-3 déplacée dans En cours.",
    });
    expect(events).toBe(1);
    const created = answer(
      await boardAction(
        req.post(`${BASE(projectId)}/tableau`, { intent: "create", column: doing.id, title: "  " }),
        projectId,
      ),
    );
    expect(created).toMatchObject({ status: 400, formError: "Donnez un titre à la tâche." });
    req.as(await viewerIn(t.db, member, owner.organizationId));
    const refused = answer(
      await boardAction(
        req.post(`${BASE(projectId)}/tableau`, {
          intent: "move",
          task: ids.week!,
          column: doing.id,
        }),
        projectId,
      ),
    );
    expect(refused.status).toBe(403);
    expect(refused.formError).toMatch(/rôle/);
    req.as(await viewerIn(t.db, other, other.organizationId));
    const foreign = answer(
      await boardAction(
        req.post(`${BASE(projectId)}/tableau`, {
          intent: "move",
          task: ids.week!,
          column: doing.id,
        }),
        projectId,
      ),
    );
    expect(foreign.status).toBe(404);
    expect(events).toBe(1);
    off();
    // Back where it was for the other tests.
    await as(owner, "owner", async (ctx) => {
      const p = await projectForViewer(ctx, projectId);
      const first = (await columnsOf(ctx, projectId))[0]!;
      await moveTask(ctx, p, ids.week!, first.id, ids.later!);
    });
  });

  it("answers 404 for the frame, the board and the events of a hidden or foreign project", async () => {
    const statusOf = async (promise: Promise<unknown>) => {
      const error = await rejection(promise);
      return error.status ?? error.init?.status;
    };
    req.as(await viewerIn(t.db, member, owner.organizationId));
    for (const id of [hiddenId, foreignId, "pas-un-id"]) {
      expect(await statusOf(projectLayoutLoader(req.get(`${BASE(id)}/tableau`), id))).toBe(404);
      expect(await statusOf(boardLoader(req.get(`${BASE(id)}/tableau`), id))).toBe(404);
      expect(await statusOf(projectEventsLoader(req.get(`${BASE(id)}/evenements`), id))).toBe(404);
      expect(await statusOf(taskListLoader(req.get(`${BASE(id)}/liste`), id))).toBe(404);
      expect(await statusOf(timelineLoader(req.get(`${BASE(id)}/chronologie`), id))).toBe(404);
    }
    const abort = new AbortController();
    const stream = await projectEventsLoader(
      req.serve(
        new Request(`http://localhost${BASE(projectId)}/evenements`, { signal: abort.signal }),
      ),
      projectId,
    );
    expect(stream.headers.get("Content-Type")).toMatch(/text\/event-stream/);
    abort.abort();
  });
});

describe("list", () => {
  const list = (params: string) =>
    as(member, "member", async (ctx) =>
      loadTaskList(ctx, await projectForViewer(ctx, projectId), new URLSearchParams(params)),
    );

  it("sorts, filters and searches in French", async () => {
    expect((await list("tri=due")).rows.map((r) => r.key)).toEqual([
      "PRJ-001-1",
      "PRJ-001-2",
      "PRJ-001-3",
      "PRJ-001-4",
      "PRJ-001-5",
    ]);
    expect((await list("tri=priority")).rows.map((r) => r.key).slice(0, 2)).toEqual([
      "PRJ-001-1",
      "PRJ-001-3",
    ]);
    expect((await list("tri=due&ordre=desc")).rows[0]!.key).toBe("PRJ-001-5");
    expect((await list("retard=1")).rows.map((r) => r.key)).toEqual(["PRJ-001-1"]);
    expect((await list("priorite=low")).rows.map((r) => r.key)).toEqual(["PRJ-001-5"]);
    expect((await list("personne=none")).rows).toEqual([]);
    // 'câble' finds 'câbles' (french stemming).
    expect((await list("q=câble")).rows.map((r) => r.key)).toEqual(["PRJ-001-1"]);
  });

  it("pages with a keyset cursor", async () => {
    await as(owner, "owner", async (ctx) => {
      const p = await projectForViewer(ctx, projectId);
      for (let i = 0; i < 52; i++) await createTask(ctx, p, taskValues({ title: `Lot ${i}` }));
    });
    const first = await list("tri=title");
    expect(first.rows).toHaveLength(50);
    expect(first.next).not.toBeNull();
    const second = await list(`tri=title&apres=${first.next}`);
    expect(second.rows.length).toBe(57 - 50);
    expect(second.next).toBeNull();
    const all = [...first.rows, ...second.rows].map((r) => r.key);
    expect(new Set(all).size).toBe(57);
  });

  it("runs bulk actions for a technician, refuses a Membre and another project's ids", async () => {
    const path = `${BASE(projectId)}/liste`;
    req.as(await viewerIn(t.db, tech, owner.organizationId));
    const done = answer(
      await taskListAction(
        req.post(path, {
          intent: "bulk",
          operation: `assign:${owner.id}`,
          task: [ids.late!, ids.undated!],
        }),
        projectId,
      ),
    );
    expect(done).toMatchObject({ status: 200, notice: "2 tâches modifiées." });
    const foreign = answer(
      await taskListAction(
        req.post(path, {
          intent: "bulk",
          operation: "priority:high",
          task: [ids.late!, ids.hidden!],
        }),
        projectId,
      ),
    );
    expect(foreign.status).toBe(404);
    const stranger = answer(
      await taskListAction(
        req.post(path, { intent: "bulk", operation: `assign:${other.id}`, task: [ids.late!] }),
        projectId,
      ),
    );
    expect(stranger.status).toBe(400);
    req.as(await viewerIn(t.db, member, owner.organizationId));
    const refused = answer(
      await taskListAction(
        req.post(path, { intent: "bulk", operation: "delete", task: [ids.late!] }),
        projectId,
      ),
    );
    expect(refused.status).toBe(403);
    const rows = await as(owner, "owner", (ctx) =>
      ctx.tx
        .select({ id: task.id, assigneeId: task.assigneeId, priority: task.priority })
        .from(task)
        .where(eq(task.id, ids.late!)),
    );
    expect(rows).toEqual([{ id: ids.late, assigneeId: owner.id, priority: "urgent" }]);
    // Back to the technician for 'Mes tâches'.
    req.as(await viewerIn(t.db, tech, owner.organizationId));
    answer(
      await taskListAction(
        req.post(path, {
          intent: "bulk",
          operation: `assign:${tech.id}`,
          task: [ids.late!, ids.undated!],
        }),
        projectId,
      ),
    );
  });
});

describe("timeline", () => {
  it("puts dated tasks on the weeks of the range and lists the undated apart", async () => {
    const view = await as(member, "member", async (ctx) =>
      loadTimeline(
        ctx,
        await projectForViewer(ctx, projectId),
        new URLSearchParams("debut=2026-11-18"),
      ),
    );
    expect(view.from).toBe("2026-11-16");
    const bars = view.groups.flatMap((g) => g.bars);
    expect(bars.map((b) => b.task.key)).toEqual([
      "PRJ-001-1",
      "PRJ-001-2",
      "PRJ-001-3",
      "PRJ-001-4",
    ]);
    expect(bars.find((b) => b.task.milestone)).toMatchObject({
      start: "2026-11-30",
      end: "2026-11-30",
    });
    expect(view.undated.map((c) => c.key)).toContain("PRJ-001-5");
    const later = await as(member, "member", async (ctx) =>
      loadTimeline(
        ctx,
        await projectForViewer(ctx, projectId),
        new URLSearchParams("debut=2027-06-01"),
      ),
    );
    expect(later.groups).toEqual([]);
  });
});

describe("Mes tâches", () => {
  it("groups by the day boundaries of Conakry (UTC), Monday to Sunday", () => {
    const today = "2026-11-26";
    expect(groupOf("2026-11-25", today)).toBe("overdue");
    expect(groupOf("2026-11-26", today)).toBe("today");
    expect(groupOf("2026-11-29", today)).toBe("week");
    expect(groupOf("2026-11-30", today)).toBe("later");
    expect(groupOf(null, today)).toBe("undated");
    // On a Sunday the week ends the same day.
    expect(groupOf("2026-11-30", "2026-11-29")).toBe("later");
  });

  it("lists the viewer's open tasks of the projects they see, and 'Terminer' finishes one", async () => {
    const view = await as(tech, "technician", loadMyTasks);
    expect(view.groups.map((g) => [g.group, g.rows.map((r) => r.key)])).toEqual([
      ["overdue", ["PRJ-001-1"]],
      ["today", ["PRJ-001-2"]],
      ["week", ["PRJ-001-3"]],
      ["later", ["PRJ-001-4"]],
      ["undated", ["PRJ-001-5"]],
    ]);
    req.as(await viewerIn(t.db, tech, owner.organizationId));
    const path = "/dashboard/project-management/mes-taches";
    const finished = answer(
      await myTasksAction(
        req.post(path, { intent: "finish", project: projectId, task: ids.today! }),
      ),
    );
    expect(finished).toMatchObject({ status: 200, notice: "Tâche PRJ-001-2 terminée." });
    const hidden = answer(
      await myTasksAction(
        req.post(path, { intent: "finish", project: hiddenId, task: ids.hidden! }),
      ),
    );
    expect(hidden.status).toBe(404);
    req.as(await viewerIn(t.db, other, other.organizationId));
    const foreign = answer(
      await myTasksAction(
        req.post(path, { intent: "finish", project: projectId, task: ids.late! }),
      ),
    );
    expect(foreign.status).toBe(404);
    const after = await as(tech, "technician", loadMyTasks);
    expect(after.groups.map((g) => g.group)).toEqual(["overdue", "week", "later", "undated"]);
  });
});
