import type { TaskCard } from "~/content/project-management-views";

// A task card for the projects' component tests: an open task with no assignee, date or checklist.

export const taskCard = (overrides: Partial<TaskCard> & Pick<TaskCard, "id">): TaskCard => ({
  key: `PRJ-007-${overrides.id}`,
  title: overrides.id,
  columnId: "todo",
  assignee: null,
  dueOn: null,
  overdue: false,
  priority: "normal",
  checks: null,
  blocked: false,
  milestone: false,
  done: false,
  ...overrides,
});
