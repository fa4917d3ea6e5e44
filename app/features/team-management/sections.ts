import type { TeamSection } from "./team-header";

/** The sections a role opens: the rules for managers, the workload and absences for handlers. */
export function sectionsOf(canManage: boolean, handles: boolean): TeamSection[] {
  return [
    "teams",
    ...(handles ? (["workload", "absences"] as const) : []),
    ...(canManage ? (["rules"] as const) : []),
  ];
}
