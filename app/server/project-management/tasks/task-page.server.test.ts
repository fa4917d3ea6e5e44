import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { taskErrors } from "~/content/project-management-tasks";
import { workspaceErrors } from "~/content/workspaces";
import { openTestDb } from "~/server/db/test-db.server";
import { answer, get, post, rejection, type Person } from "~/server/platform/test-kit.server";
import { viewerIn } from "~/server/helpdesk/queue/queue-test-data.server";
import { tenantRequests } from "~/server/workspaces/tenant-test-kit.server";
import { addMember, addOwner, addUser } from "~/server/workspaces/workspace-test-data.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { task, taskCheck, timeEntry } from "../schema.server";
import { newTaskAction, taskAction, taskLoader } from "./task-page.server";
import { projectWithTasks } from "./task-test-kit.server";

// The task pages as a person uses them (both engines): create and edit with the version check,
// the checklist, comments and their mentions, 'Bloquée par' without cycles, time and its total,
// deletion; a Membre reads only; another workspace's or a hidden project's ids are 404 on every
// intent.

let t: Awaited<ReturnType<typeof openTestDb>>;
const { as, get: getAs, post: postAs } = tenantRequests(() => t.db, { get, post });
type Owner = Awaited<ReturnType<typeof addOwner>>;
let owner: Owner;
let other: Owner;
let tech: Person;
let member: Person;
let org: string;
let p: { id: string; code: string; tasks: string[] };
let hidden: { id: string; code: string; tasks: string[] };

const base = (projectId: string) => `/dashboard/project-management/${projectId}`;
const pagePath = (taskId: string, projectId = p.id) => `${base(projectId)}/taches/${taskId}`;
const act = (taskId: string, fields: Record<string, string>, projectId = p.id) =>
  taskAction(postAs(pagePath(taskId, projectId), fields), projectId, taskId);
const location = (r: unknown) => (r as Response).headers.get("Location") ?? "";
const rowOf = async (id: string) =>
  (await inTenant(t.db, org, (tx) => tx.select().from(task).where(eq(task.id, id))))[0]!;

beforeAll(async () => {
  t = await openTestDb();
  owner = await addOwner(t.db, "Aïssatou Diallo");
  other = await addOwner(t.db, "Mamadou Barry");
  tech = await addUser(t.db, "Ibrahima Sow");
  member = await addUser(t.db, "Kadiatou Bah");
  org = owner.organizationId;
  await addMember(t.db, org, tech.id, "technician");
  await addMember(t.db, org, member.id, "member");
  p = await projectWithTasks(t.db, owner, org, ["Câblage", "Switchs", "Wi-Fi"]);
  hidden = await projectWithTasks(t.db, owner, org, ["Audit"], { visibility: "members" });
}, 120_000);
afterAll(() => t.cleanup());

describe("the task pages", { timeout: 30_000 }, () => {
  it("creates a task from the form, French decimal estimate, assigned and told", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    as(await viewerIn(t.db, tech, org));
    const created = await newTaskAction(
      postAs(`${base(p.id)}/taches/nouvelle`, {
        title: "  Installer   le routeur ",
        description: "Voir avec @Aïssatou Diallo",
        assigneeId: owner.id,
        priority: "high",
        startOn: "2026-12-01",
        dueOn: "2026-12-05",
        estimate: "1,5",
        columnId: "",
      }),
      p.id,
    );
    expect(location(created)).toMatch(/\/taches\/[0-9a-f-]{36}\?avis=cree$/);
    const id = location(created).split("/").at(-1)!.split("?")[0]!;
    const row = await rowOf(id);
    expect(row).toMatchObject({
      title: "Installer le routeur",
      estimateMinutes: 90,
      priority: "high",
    });
    // 'assigned' and 'mentioned' to the owner, written to the log without SMTP (one each).
    const lines = log.mock.calls.map((c) => String(c[0])).filter((l) => l.includes(owner.email));
    expect(lines.filter((l) => l.includes(`/taches/${id}`))).toHaveLength(2);
    log.mockRestore();
  });

  it("refuses a bad form in French and keeps what was typed", async () => {
    as(await viewerIn(t.db, tech, org));
    const refused = answer(
      await newTaskAction(
        postAs(`${base(p.id)}/taches/nouvelle`, {
          title: "",
          description: "Mon long texte",
          estimate: "beaucoup",
          dueOn: "31/02/2026",
        }),
        p.id,
      ),
    );
    expect(refused.status).toBe(400);
    expect(refused.fieldErrors).toMatchObject({
      title: taskErrors.title,
      estimate: taskErrors.estimate,
      dueOn: taskErrors.date,
    });
    expect(refused.values).toMatchObject({ description: "Mon long texte" });
  });

  it("saves an edit at its version and answers a stale one 409, text kept", async () => {
    as(await viewerIn(t.db, tech, org));
    const id = p.tasks[0]!;
    const before = await rowOf(id);
    const fields = {
      intent: "save",
      version: String(before.version),
      title: "Câblage du 2e étage",
      description: "Texte à garder",
      columnId: before.columnId,
      priority: "normal",
      estimate: "1h30",
    };
    expect(location(await act(id, fields))).toBe(`${pagePath(id)}?avis=enregistre`);
    expect((await rowOf(id)).estimateMinutes).toBe(90);
    const stale = answer(await act(id, fields));
    expect(stale.status).toBe(409);
    expect(stale.formError).toBe(taskErrors.stale);
    expect(stale.values).toMatchObject({ description: "Texte à garder" });
  });

  it("keeps a checklist: add, tick, rename, remove, progress", async () => {
    as(await viewerIn(t.db, tech, org));
    const id = p.tasks[1]!;
    await act(id, { intent: "check-add", label: "Commander" });
    await act(id, { intent: "check-add", label: "Poser" });
    const checks = await inTenant(t.db, org, (tx) =>
      tx.select().from(taskCheck).where(eq(taskCheck.taskId, id)).orderBy(taskCheck.position),
    );
    expect(
      location(await act(id, { intent: "check-toggle", check: checks[0]!.id, done: "true" })),
    ).toBe(`${pagePath(id)}#liste`);
    await act(id, { intent: "check-rename", check: checks[1]!.id, label: "Poser les switchs" });
    await act(id, { intent: "check-add", label: "À retirer" });
    const third = (
      await inTenant(t.db, org, (tx) =>
        tx.select().from(taskCheck).where(eq(taskCheck.label, "À retirer")),
      )
    )[0]!;
    await act(id, { intent: "check-remove", check: third.id });
    const empty = answer(await act(id, { intent: "check-add", label: "   " }));
    expect(empty).toMatchObject({ status: 400, formError: taskErrors.checkLabel });
    const page = (await taskLoader(getAs(pagePath(id)), p.id, id)) as unknown as {
      data: { view: { checks: { label: string; done: boolean }[] } };
    };
    expect(page.data.view.checks).toEqual([
      { id: expect.any(String), label: "Commander", done: true },
      { id: expect.any(String), label: "Poser les switchs", done: false },
    ]);
  });

  it("renders comments safely and tells the members mentioned", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    as(await viewerIn(t.db, tech, org));
    const id = p.tasks[1]!;
    await act(id, {
      intent: "comment",
      body: "**Fait**, @kadiatou bah et @Personne Inconnue <script>alert(1)</script>",
    });
    const told = log.mock.calls.map((c) => String(c[0]));
    expect(told.filter((l) => l.includes(member.email))).toHaveLength(1);
    log.mockRestore();
    const page = (await taskLoader(getAs(pagePath(id)), p.id, id)) as unknown as {
      data: { view: { comments: { html: string }[] } };
    };
    const html = page.data.view.comments[0]!.html;
    expect(html).toContain("<strong>Fait</strong>");
    expect(html).toContain('<span class="mention">@kadiatou bah</span>');
    expect(html).not.toContain("<script>");
  });

  it("refuses a dependency on itself and a cycle, and shows both ways", async () => {
    as(await viewerIn(t.db, tech, org));
    const [a, b, c] = p.tasks as [string, string, string];
    expect(answer(await act(a, { intent: "dependency-add", key: `${p.code}-1` }))).toMatchObject({
      status: 409,
      formError: taskErrors.dependencySelf,
    });
    await act(a, { intent: "dependency-add", key: `${p.code.toLowerCase()}-2` });
    await act(b, { intent: "dependency-add", blocker: c });
    const cycle = answer(await act(c, { intent: "dependency-add", key: `${p.code}-1` }));
    expect(cycle).toMatchObject({ status: 409, formError: taskErrors.dependencyCycle });
    const unknown = answer(await act(a, { intent: "dependency-add", key: `${hidden.code}-1` }));
    expect(unknown).toMatchObject({ status: 404, formError: taskErrors.dependencyUnknown });
    const page = (await taskLoader(getAs(pagePath(b)), p.id, b)) as unknown as {
      data: { view: { blockedBy: { key: string }[]; blocks: { key: string }[] } };
    };
    expect(page.data.view.blockedBy.map((d) => d.key)).toEqual([`${p.code}-3`]);
    expect(page.data.view.blocks.map((d) => d.key)).toEqual([`${p.code}-1`]);
    // A blocker in a project the technician does not see is not shown to them.
    as(await viewerIn(t.db, owner, org));
    await act(b, { intent: "dependency-add", key: `${hidden.code}-1` });
    as(await viewerIn(t.db, tech, org));
    const seen = (await taskLoader(getAs(pagePath(b)), p.id, b)) as unknown as {
      data: { view: { blockedBy: { key: string }[] } };
    };
    expect(seen.data.view.blockedBy.map((d) => d.key)).toEqual([`${p.code}-3`]);
    await act(b, { intent: "dependency-remove", blocker: c });
    // Without b → c, c may wait for a.
    const ok = await act(c, { intent: "dependency-add", key: `${p.code}-1` });
    expect(location(ok)).toBe(`${pagePath(c)}#dependances`);
  });

  it("logs time, keeps the total in step, deletes only one's own entry", async () => {
    const id = p.tasks[2]!;
    as(await viewerIn(t.db, tech, org));
    await act(id, { intent: "time-add", duration: "1h30", spentOn: "2026-11-28", note: "Pose" });
    await act(id, { intent: "time-add", duration: "1,5", spentOn: "28/11/2026", note: "" });
    as(await viewerIn(t.db, owner, org));
    await act(id, { intent: "time-add", duration: "90 min", spentOn: "2026-11-29", note: "" });
    expect((await rowOf(id)).loggedMinutes).toBe(270);
    const bad = answer(await act(id, { intent: "time-add", duration: "2 jours", spentOn: "x" }));
    expect(bad.status).toBe(400);
    expect(bad.fieldErrors).toMatchObject({
      duration: taskErrors.duration,
      spentOn: taskErrors.date,
    });
    const entries = await inTenant(t.db, org, (tx) =>
      tx.select().from(timeEntry).where(eq(timeEntry.taskId, id)),
    );
    const techEntry = entries.find((e) => e.userId === tech.id)!;
    expect(answer(await act(id, { intent: "time-remove", entry: techEntry.id })).status).toBe(403);
    const own = entries.find((e) => e.userId === owner.id)!;
    await act(id, { intent: "time-remove", entry: own.id });
    expect((await rowOf(id)).loggedMinutes).toBe(180);
  });

  it("lets a Membre read and refuses them every write", async () => {
    as(await viewerIn(t.db, member, org));
    const id = p.tasks[0]!;
    const page = (await taskLoader(getAs(pagePath(id)), p.id, id)) as unknown as {
      data: { view: { canWrite: boolean } };
    };
    expect(page.data.view.canWrite).toBe(false);
    for (const intent of ["check-add", "comment", "time-add", "delete"]) {
      expect(answer(await act(id, { intent, label: "x", body: "x" })).status, intent).toBe(403);
    }
    const created = answer(
      await newTaskAction(postAs(`${base(p.id)}/taches/nouvelle`, { title: "Pirate" }), p.id),
    );
    expect(created).toMatchObject({ status: 403, formError: workspaceErrors.forbidden });
  });

  it("answers 404 for a foreign or hidden id on every intent", async () => {
    const intents = [
      "save",
      "delete",
      "check-add",
      "check-toggle",
      "check-rename",
      "check-remove",
      "comment",
      "attach",
      "file-remove",
      "dependency-add",
      "dependency-remove",
      "time-add",
      "time-remove",
    ];
    as(await viewerIn(t.db, tech, org));
    expect(
      (
        await rejection(
          taskLoader(getAs(pagePath(hidden.tasks[0]!, hidden.id)), hidden.id, hidden.tasks[0]),
        )
      ).init?.status,
    ).toBe(404);
    for (const intent of intents) {
      expect(answer(await act(hidden.tasks[0]!, { intent }, hidden.id)).status, intent).toBe(404);
      // A task of another project under this project's id.
      expect(answer(await act(hidden.tasks[0]!, { intent }, p.id)).status, intent).toBe(404);
      expect(answer(await act("pas-un-id", { intent })).status, intent).toBe(404);
    }
    as(await viewerIn(t.db, other, other.organizationId));
    for (const intent of intents) {
      expect(answer(await act(p.tasks[0]!, { intent })).status, intent).toBe(404);
    }
    // An item of another task is a 404 as well.
    as(await viewerIn(t.db, tech, org));
    const [check] = await inTenant(t.db, org, (tx) =>
      tx.select().from(taskCheck).where(eq(taskCheck.taskId, p.tasks[1]!)),
    );
    expect(
      answer(await act(p.tasks[0]!, { intent: "check-remove", check: check!.id })).status,
    ).toBe(404);
  });

  it("deletes a task after the confirmation, journaled", async () => {
    as(await viewerIn(t.db, tech, org));
    const id = p.tasks[2]!;
    expect(answer(await act(id, { intent: "delete" }))).toMatchObject({
      status: 400,
      formError: taskErrors.deleteConfirm,
    });
    expect(location(await act(id, { intent: "delete", confirm: "on" }))).toContain(
      "/tableau?avis=",
    );
    expect(
      await inTenant(t.db, org, (tx) => tx.select().from(task).where(eq(task.id, id))),
    ).toEqual([]);
  });
});
