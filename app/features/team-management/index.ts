export { AbsencesPage } from "./absences-page";
export { RulesPage } from "./rules-page";
export { TeamFormPage } from "./team-form-page";
export { TeamListPage } from "./team-list-page";
export { WorkloadPage } from "./workload-page";
