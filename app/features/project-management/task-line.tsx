import { Link } from "react-router";
import { taskPath } from "~/content/project-management";
import type { TaskCard } from "~/content/project-management-views";
import { Assignee, BlockedBadge, DueDate, PriorityText } from "./task-badges";

// A task on one line of a short list (the timeline's 'Sans échéance'): key, title, facts.

export function TaskLine({ projectId, task }: { projectId: string; task: TaskCard }) {
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm">
      <span className="font-mono text-xs text-muted-foreground">{task.key}</span>
      <Link
        to={taskPath(projectId, task.id)}
        className="min-w-0 flex-1 font-medium wrap-anywhere hover:underline"
      >
        {task.title}
      </Link>
      <BlockedBadge task={task} />
      <DueDate task={task} />
      <PriorityText task={task} />
      <Assignee task={task} />
    </li>
  );
}
