import { sql } from "drizzle-orm";
import { BOARD_CARDS_PER_COLUMN, type BoardView } from "~/content/project-management-views";
import type { ColumnKind } from "~/content/project-management";
import type { ProjectContext } from "./project-scope.server";
import type { ProjectRow } from "./schema.server";
import {
  assigneeJoin,
  cardColumns,
  cardOf,
  rowsOf,
  todayOf,
  type CardRow,
} from "./task-cards.server";

// The board of one project: its columns left to right, each with its task count and its first
// BOARD_CARDS_PER_COLUMN cards in order (a lateral probe per column of the index led by project,
// column and position), so that a 2,000-task project renders as fast as a small one. The rest of
// a column is one link away, in the list filtered on it (decision 0102).

interface ColumnRow {
  id: string;
  name: string;
  kind: ColumnKind;
  total: number;
}

export async function loadBoard(ctx: ProjectContext, owner: ProjectRow): Promise<BoardView> {
  const columns = await rowsOf<ColumnRow>(
    ctx,
    sql`select c.id, c.name, c.kind,
          (select count(*) from task x where x.project_id = c.project_id and x.column_id = c.id)::int as total
        from project_column c where c.project_id = ${owner.id} order by c.position`,
  );
  const cards = await rowsOf<CardRow>(
    ctx,
    sql`select ${cardColumns} from project_column c
        cross join lateral (
          select * from task x where x.project_id = c.project_id and x.column_id = c.id
          order by x.position limit ${BOARD_CARDS_PER_COLUMN}) t
        ${assigneeJoin}
        where c.project_id = ${owner.id}
        order by c.position, t.position`,
  );
  const today = todayOf(ctx.now);
  return {
    projectId: owner.id,
    code: owner.code,
    canWrite: ctx.canWrite,
    columns: columns.map((column) => ({
      ...column,
      cards: cards
        .filter((c) => c.column_id === column.id)
        .map((c) => cardOf(c, owner.code, today)),
    })),
  };
}
