import { and, eq, lt, sql } from "drizzle-orm";
import { findProjectTemplate } from "~/content/project-templates";
import { formatIsoDay } from "~/lib/date-time";
import { seedBatches, seedDay, seedTarget, type ModuleSeed } from "~/server/platform/seed.server";
import { projectForViewer } from "./project-access.server";
import { columnsOf, createProject, type ProjectValues } from "./project-commands.server";
import type { ProjectContext } from "./project-scope.server";
import { applyTemplate } from "./project-template.server";
import { project, task } from "./schema.server";
import { moveTask } from "./task-commands.server";

// The projects' seed (decision 0089): two projects per trial's size, made as 'Nouveau projet'
// makes them from a template (createProject, applyTemplate), the tasks whose due date has passed
// moved to 'Terminé' (moveTask) so that the list shows real progress.

interface SeedProject {
  template: string;
  name: string;
  client: string;
  /** Days since its start. */
  started: number;
  budget: ProjectValues["budgetAmount"];
  rate: ProjectValues["hourlyRate"];
  currency: ProjectValues["currency"];
}

const PROJECTS: readonly SeedProject[] = [
  {
    template: "reseau-agence",
    name: "Réseau de l’agence de Kankan",
    client: "Banque de Kaloum",
    started: 20,
    budget: "45000000",
    rate: "250000",
    currency: "GNF",
  },
  {
    template: "migration-m365",
    name: "Migration de la messagerie vers Microsoft 365",
    client: "",
    started: 6,
    budget: null,
    rate: null,
    currency: null,
  },
];

export const seedProjects: ModuleSeed = async (seed) => {
  const count = () =>
    seed.inTx(async (tx) => {
      const [row] = await tx
        .select({
          n: sql<number>`count(*)::int`,
          tasks: sql<number>`(select count(*)::int from ${task})`,
        })
        .from(project);
      return row!;
    });
  await seedBatches(seed, (await count()).n, seedTarget(2, seed.scale), async (tx, i) => {
    const ctx: ProjectContext = {
      tx,
      actor: seed.actor,
      role: "owner",
      canWrite: true,
      canManage: true,
      now: seed.now,
    };
    const spec = PROJECTS[i % PROJECTS.length]!;
    const template = findProjectTemplate(spec.template)!;
    const round = Math.floor(i / PROJECTS.length);
    const startOn = seedDay(seed.now, spec.started);
    const id = await createProject(ctx, {
      name: round ? `${spec.name} (${round + 1})` : spec.name,
      code: "",
      description: template.summary,
      kind: spec.client ? "client" : "internal",
      clientName: spec.client,
      ownerId: seed.actor.id,
      startOn,
      dueOn: seedDay(seed.now, spec.started - template.durationDays),
      status: "active",
      visibility: "workspace",
      budgetAmount: spec.budget,
      hourlyRate: spec.rate,
      currency: spec.currency,
      memberIds: [],
      templateId: template.id,
    });
    const row = await projectForViewer(ctx, id);
    await applyTemplate(ctx, row, template, startOn);
    const done = (await columnsOf(ctx, id)).find((c) => c.kind === "done")!;
    const past = await tx
      .select({ id: task.id })
      .from(task)
      .where(and(eq(task.projectId, id), lt(task.dueOn, formatIsoDay(seed.now))));
    for (const one of past)
      await moveTask(ctx, await projectForViewer(ctx, id), one.id, done.id, null);
  });
  const { n, tasks } = await count();
  return { projects: n, tasks };
};
