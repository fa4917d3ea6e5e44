import { data } from "react-router";
import {
  PROJECT_STATUSES,
  projectCan,
  projectPath,
  type ProjectCurrency,
  type ProjectStatus,
} from "~/content/project-management";
import {
  activeProjectFilters,
  EMPTY_PROJECT_QUERY,
  isOverdue,
  PROJECT_LIST_PARAMS as P,
  PROJECT_SORTS,
  projectPageTexts,
  type ProjectListQuery,
  type ProjectListRow,
  type ProjectListView,
} from "~/content/project-pages";
import { PROJECT_LIMITS } from "~/content/project-management";
import { NO_STORE } from "~/lib/cache-control";
import { formatDateCompact, formatIsoDay } from "~/lib/date-time";
import { getViewer } from "~/server/auth/viewer.server";
import { workspaceErrorResponse } from "~/server/workspaces/tenant.server";
import { COUNT_CAP, figuresOf, listProjects, PAGE_SIZE } from "./project-list.server";
import { runProjects } from "./project-scope.server";

// /dashboard/project-management: the projects the viewer may see, filtered and sorted from the
// URL (works without JavaScript), each with its progress and budget spent. Anonymous visitors
// keep the catalogue's placeholder.

const t = projectPageTexts.list;

function parseProjectQuery(params: URLSearchParams): ProjectListQuery {
  const sort = params.get(P.sort) ?? "";
  const page = Number.parseInt(params.get(P.page) ?? "1", 10);
  return {
    q: (params.get(P.q) ?? "").trim().slice(0, PROJECT_LIMITS.search),
    status: PROJECT_STATUSES.filter((s) => params.getAll(P.status).includes(s)),
    mine: params.get(P.mine) === "1",
    late: params.get(P.late) === "1",
    archived: params.get(P.archived) === "1",
    sort: (PROJECT_SORTS as readonly string[]).includes(sort)
      ? (sort as ProjectListQuery["sort"])
      : EMPTY_PROJECT_QUERY.sort,
    // 40 pages hold the bench's 2,000 projects; beyond 1,000 pages is no list anyone reads.
    page: Number.isFinite(page) && page > 1 ? Math.min(page, 1000) : 1,
  };
}

const money = new Map<string, Intl.NumberFormat>();
/** '1 250 000 GNF', '1 249,90 €' (Intl's French spaces); short: '1,3 M GNF', '12,5 k €'. */
export function formatMoney(amount: number, currency: ProjectCurrency, short = false) {
  const key = `${currency}${short}`;
  let format = money.get(key);
  if (!format) {
    const digits = currency === "GNF" ? 0 : 2;
    format = new Intl.NumberFormat(
      "fr-FR",
      short
        ? { style: "currency", currency, notation: "compact", maximumFractionDigits: 1 }
        : {
            style: "currency",
            currency,
            minimumFractionDigits: digits,
            maximumFractionDigits: digits,
          },
    );
    money.set(key, format);
  }
  return format.format(amount);
}

export async function projectListLoader(request: Request, now = new Date()) {
  const viewer = await getViewer(request);
  if (!viewer) return null;
  if (!viewer.workspace) return data({ view: null }, { headers: NO_STORE });
  const query = parseProjectQuery(new URL(request.url).searchParams);
  const today = formatIsoDay(now);
  const view = await runProjects(
    request,
    "project.read",
    async (ctx): Promise<ProjectListView> => {
      const page = await listProjects(ctx, query, today);
      const figures = await figuresOf(
        ctx,
        page.rows.map((r) => r.id),
      );
      const rows = page.rows.map((r): ProjectListRow => {
        const f = figures.get(r.id) ?? { total: 0, done: 0, loggedMinutes: 0 };
        const status = r.status as ProjectStatus;
        const currency = r.currency as ProjectCurrency | null;
        const spent = (f.loggedMinutes / 60) * Number(r.hourlyRate ?? 0);
        return {
          id: r.id,
          code: r.code,
          name: r.name,
          client: r.kind === "client" && r.clientName ? r.clientName : t.internal,
          owner: r.owner ?? t.noOwner,
          status,
          due: r.dueOn ? formatDateCompact(new Date(`${r.dueOn}T12:00:00Z`)) : null,
          overdue: isOverdue(r.dueOn, today, status),
          done: f.done,
          total: f.total,
          budget:
            r.budgetAmount !== null && currency
              ? {
                  spent: formatMoney(spent, currency),
                  amount: formatMoney(Number(r.budgetAmount), currency),
                  short: t.budgetShort(
                    formatMoney(spent, currency, true),
                    formatMoney(Number(r.budgetAmount), currency, true),
                  ),
                  over: spent > Number(r.budgetAmount),
                }
              : null,
          archived: r.archivedAt !== null,
          href: projectPath(r.id),
        };
      });
      const filtered = query.q !== "" || activeProjectFilters(query) > 0;
      return {
        rows,
        query,
        total: page.total,
        totalCap: COUNT_CAP,
        pageSize: PAGE_SIZE,
        hasNext: page.hasNext,
        noProjectYet: !filtered && query.page === 1 && rows.length === 0,
        canCreate: projectCan(ctx.role, "task.write") && ctx.canWrite,
      };
    },
    now,
  ).catch(workspaceErrorResponse);
  return data({ view }, { headers: NO_STORE });
}
