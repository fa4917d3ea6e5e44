import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WorkspaceRole } from "~/content/workspaces";
import type { ReportSection } from "~/contracts/report";
import { openTestDb } from "~/server/db/test-db.server";
import { parseReportPeriod } from "~/server/platform/report-period.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { addMember, addOwner, addUser } from "~/server/workspaces/workspace-test-data.server";
import { projectForViewer } from "./project-access.server";
import { createProject, type ProjectValues } from "./project-commands.server";
import { projectReport } from "./project-report.server";
import type { ProjectContext } from "./project-scope.server";
import { task, timeEntry } from "./schema.server";
import { createTask } from "./task-commands.server";

// The projects' report section against a fixture counted by hand (both engines). November 2026
// in Africa/Conakry, judged on 10 December:
//   T1 due 05/11, done 05/11 23:30          → planned, done, on time
//   T2 due 10/11, done 12/11 08:00          → planned, done, not on time
//   T3 due 20/11, still open                → planned, late (10 days at the end of November)
//   T4 due 02/12, done 30/11 23:59:59       → done in November, planned in December
//   T5 due 15/10, done 01/11 00:00          → done in November; October's: planned, late at its end
//   T6 due 31/10, open                      → October's: planned, late
// November: done 4, planned 3, on time 1/3 = 33.3 %, late 1; hours: 90 + 30 min = 2 h.
// October: done 0, planned 2, on time 0/2 = 0 %, late 2; hours: 60 min = 1 h.

let t: Awaited<ReturnType<typeof openTestDb>>;
let owner: Awaited<ReturnType<typeof addOwner>>;
let other: Awaited<ReturnType<typeof addOwner>>;
let tech: { id: string; name: string; email: string };
let section: ReportSection;

const as = <T>(org: string, role: WorkspaceRole, fn: (ctx: ProjectContext) => Promise<T>) =>
  inTenant(t.db, org, (tx) =>
    fn({
      tx,
      actor: { id: owner.id, name: owner.name, email: owner.email },
      role,
      canWrite: true,
      canManage: true,
      now: new Date("2026-12-10T09:00:00Z"),
    }),
  );

const values: ProjectValues = {
  name: "Déploiement réseau Kaloum",
  code: "",
  description: "",
  kind: "internal",
  clientName: "",
  ownerId: null,
  startOn: null,
  dueOn: null,
  status: "active",
  visibility: "members",
  budgetAmount: null,
  hourlyRate: null,
  currency: null,
  memberIds: [],
};

const FIXTURE: [string, string | null, string | null][] = [
  ["T1", "2026-11-05", "2026-11-05T23:30:00Z"],
  ["T2", "2026-11-10", "2026-11-12T08:00:00Z"],
  ["T3", "2026-11-20", null],
  ["T4", "2026-12-02", "2026-11-30T23:59:59Z"],
  ["T5", "2026-10-15", "2026-11-01T00:00:00Z"],
  ["T6", "2026-10-31", null],
];

const report = (org: string, key: string, filters: Record<string, string> = {}) =>
  as(org, "owner", (ctx) =>
    projectReport(ctx.tx, {
      period: parseReportPeriod(key, ctx.now)!,
      filters,
      role: "owner",
      viewerId: owner.id,
      now: ctx.now,
    }),
  );

beforeAll(async () => {
  t = await openTestDb();
  owner = await addOwner(t.db, "Aïssatou Diallo");
  other = await addOwner(t.db, "Mamadou Barry");
  tech = await addUser(t.db, "Fanta Camara");
  await addMember(t.db, owner.organizationId, tech.id, "technician");
  await as(owner.organizationId, "owner", async (ctx) => {
    const p = await projectForViewer(ctx, await createProject(ctx, values));
    for (const [title, dueOn, completedAt] of FIXTURE) {
      const created = await createTask(ctx, p, {
        title,
        description: "",
        assigneeId: title === "T3" ? tech.id : null,
        priority: "normal",
        startOn: null,
        dueOn,
        milestone: false,
        estimateMinutes: null,
        columnId: null,
      });
      await ctx.tx
        .update(task)
        .set({ completedAt: completedAt ? new Date(completedAt) : null })
        .where(eq(task.id, created.id));
      const minutes = { T1: [90, "2026-11-05"], T3: [30, "2026-11-20"], T6: [60, "2026-10-31"] }[
        title
      ] as [number, string] | undefined;
      if (minutes) {
        await ctx.tx.insert(timeEntry).values({
          taskId: created.id,
          projectId: p.id,
          userId: title === "T3" ? tech.id : owner.id,
          minutes: minutes[0],
          spentOn: minutes[1],
        });
      }
    }
  });
  section = await report(owner.organizationId, "2026-11");
}, 120_000);
afterAll(() => t.cleanup());

const valueOf = (s: ReportSection, id: string) => s.metrics.find((m) => m.id === id);

describe("the projects' report section", () => {
  it("counts done, planned, on time, late and hours against the month before", () => {
    expect(section.metrics.map((m) => [m.id, m.value, m.previous])).toEqual([
      ["tasks-done", 4, 0],
      ["tasks-planned", 3, 2],
      ["tasks-on-time", 33.3, 0],
      ["tasks-late", 1, 2],
      ["hours-logged", 2, 1],
    ]);
  });

  it("charts each day of the period, done and planned", () => {
    const chart = section.charts[0]!;
    expect(chart.categories).toHaveLength(30);
    const done = chart.series.find((s) => s.key === "done")!.values;
    const planned = chart.series.find((s) => s.key === "planned")!.values;
    // Done: 1, 5, 12 and 30 November (T5 at 00:00 on the 1st belongs to November).
    expect(done.flatMap((n, i) => (n ? [[chart.categories[i], n]] : []))).toEqual([
      ["2026-11-01", 1],
      ["2026-11-05", 1],
      ["2026-11-12", 1],
      ["2026-11-30", 1],
    ]);
    expect(planned.reduce((a, b) => a! + b!, 0)).toBe(3);
  });

  it("lists the late task with its days late, per project and per person", () => {
    const late = section.notable[0]!;
    expect(late.rows).toEqual([
      {
        task: "PRJ-001-3 · T3",
        project: "Déploiement réseau Kaloum",
        assignee: "Fanta Camara",
        due: expect.stringContaining("20"),
        days: 10,
      },
    ]);
    const byProject = section.tables.find((x) => x.id === "tasks-by-project")!;
    expect(byProject.rows).toEqual([
      { project: "PRJ-001 · Déploiement réseau Kaloum", planned: 3, done: 4, late: 1, hours: 2 },
    ]);
    const byMember = section.tables.find((x) => x.id === "tasks-by-member")!;
    expect(byMember.rows).toEqual([
      { member: "Aïssatou Diallo", planned: 0, done: 0, late: 0, hours: 1.5 },
      { member: "Fanta Camara", planned: 1, done: 0, late: 1, hours: 0.5 },
      { member: "Non attribuées", planned: 2, done: 4, late: 0, hours: 0 },
    ]);
  });

  it("applies the technician filter to every figure", async () => {
    const filtered = await report(owner.organizationId, "2026-11", { technicien: tech.id });
    expect(valueOf(filtered, "tasks-planned")?.value).toBe(1);
    expect(valueOf(filtered, "tasks-late")?.value).toBe(1);
    expect(valueOf(filtered, "hours-logged")?.value).toBe(0.5);
    expect(valueOf(filtered, "tasks-on-time")?.value).toBe(0);
  });

  it("sees nothing of another workspace", async () => {
    const foreign = await report(other.organizationId, "2026-11");
    expect(foreign.metrics.map((m) => m.value)).toEqual([0, 0, null, 0, 0]);
    expect(foreign.filters[0]!.options).toEqual([]);
  });
});
