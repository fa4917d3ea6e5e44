import type { ReportMetric, ReportSection } from "~/contracts/report";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import type { ModuleManifest, ReportInput, SectionRun } from "./module-manifest.server";

// The modules' report sections, for the reporting module (the page, the CSVs, the PDF), which is
// itself in the module list and so cannot import it: app/server/modules.server.ts installs the
// list here once, as for the ticket routing (decision 0098). Decision 0104.

let sources: readonly ModuleManifest[] = [];

export function installReportSources(modules: readonly ModuleManifest[]): void {
  sources = modules.filter((module) => module.report);
}

/**
 * Every section the viewer's role may read, in the order of the module list; `only`: the one
 * section of that id (a section's id is its module's), for a CSV that needs no other.
 */
export async function reportSections(
  tx: TenantTx,
  input: ReportInput,
  only?: string,
): Promise<ReportSection[]> {
  const sections: ReportSection[] = [];
  for (const module of sources) {
    if (only !== undefined && module.id !== only) continue;
    if (module.report?.visibleTo(input.role)) sections.push(await module.report.section(tx, input));
  }
  return sections;
}

/**
 * The same sections as `reportSections`, each in a tenant transaction of its own that `run`
 * opens, all started at once: on PostgreSQL each holds a connection of the pool and the page
 * takes the time of its slowest section, not their sum (decision 0119). The embedded database
 * runs them one after the other. Each statement already saw its own snapshot (read committed).
 * A section with parts of its own (`sectionApart`) runs each of them so too (decision 0132).
 */
export async function reportSectionsApart(
  run: SectionRun,
  input: ReportInput,
): Promise<ReportSection[]> {
  const visible = sources.filter((module) => module.report?.visibleTo(input.role));
  return Promise.all(
    visible.map(({ report }) =>
      report!.sectionApart
        ? report!.sectionApart(run, input)
        : run((tx) => report!.section(tx, input)),
    ),
  );
}

/** A section's figure from its texts (label and hint), its unit, values and good direction. */
export function reportMetric(
  id: string,
  text: { label: string; hint: string },
  unit: ReportMetric["unit"],
  value: number | null,
  previous: number | null,
  better: ReportMetric["better"],
): ReportMetric {
  return { id, label: text.label, hint: text.hint, unit, value, previous, better };
}
