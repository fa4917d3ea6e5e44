import { FolderKanban, ListTodo, Plus, SearchX } from "lucide-react";
import { Link } from "react-router";
import { ListPage } from "~/components/module/list-page";
import { Pagination } from "~/components/module/pagination";
import { buttonClass } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { FormAlert } from "~/components/ui/form-alert";
import { MY_TASKS_PATH, NEW_PROJECT_PATH } from "~/content/project-management";
import { myTasksTexts } from "~/content/project-management-views-texts";
import { projectListHref, projectPageTexts, type ProjectListView } from "~/content/project-pages";
import { workspaceErrors } from "~/content/workspaces";
import { ProjectFilters } from "./project-filters";
import { ProjectTable } from "./project-table";

const t = projectPageTexts.list;

function NewProjectLink() {
  return (
    <Link to={NEW_PROJECT_PATH} className={buttonClass("primary")}>
      <Plus aria-hidden />
      {t.newProject}
    </Link>
  );
}

function Header({ title, view }: { title: string; view: ProjectListView | null }) {
  return (
    <div className="flex min-w-0 flex-wrap items-end justify-between gap-4">
      <div className="min-w-0 flex-1 basis-[28rem]">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        <p className="mt-1 text-muted-foreground">
          {t.lead}
          {view && !view.noProjectYet ? (
            <span
              className="block font-medium text-foreground tabular-nums"
              data-testid="project-count"
            >
              {view.total > view.totalCap ? t.countOver(view.totalCap) : t.count(view.total)}
            </span>
          ) : null}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {view ? (
          <Link to={MY_TASKS_PATH} className={buttonClass("outline")}>
            <ListTodo aria-hidden />
            {myTasksTexts.title}
          </Link>
        ) : null}
        {view?.canCreate && !view.noProjectYet ? <NewProjectLink /> : null}
      </div>
    </div>
  );
}

function Empty({ view }: { view: ProjectListView }) {
  if (view.noProjectYet) {
    return (
      <EmptyState
        icon={FolderKanban}
        title={t.empty.title}
        text={view.canCreate ? t.empty.text : t.empty.readerText}
        testId="project-empty"
      >
        {view.canCreate ? (
          <>
            <Link to={`${NEW_PROJECT_PATH}#modele`} className={buttonClass("outline")}>
              {t.empty.templates}
            </Link>
            <NewProjectLink />
          </>
        ) : null}
      </EmptyState>
    );
  }
  return (
    <EmptyState
      icon={SearchX}
      title={t.empty.filteredTitle}
      text={view.query.q ? t.empty.noMatch(view.query.q) : t.empty.filteredText}
      testId="project-empty"
    >
      <Link to={projectListHref()} className={buttonClass("outline")}>
        {t.empty.reset}
      </Link>
    </EmptyState>
  );
}

/** /dashboard/project-management for a signed-in person (null view: no workspace). */
export function ProjectListPage({ view, title }: { view: ProjectListView | null; title: string }) {
  if (!view) {
    return (
      <ListPage>
        <Header title={title} view={null} />
        <FormAlert tone="error">{workspaceErrors.noWorkspace}</FormAlert>
      </ListPage>
    );
  }
  const { query } = view;
  return (
    <ListPage>
      <Header title={title} view={view} />
      {view.noProjectYet ? null : <ProjectFilters view={view} />}
      {view.rows.length > 0 ? <ProjectTable view={view} /> : <Empty view={view} />}
      <Pagination
        texts={t.pagination}
        previousHref={query.page > 1 ? projectListHref({ ...query, page: query.page - 1 }) : null}
        nextHref={view.hasNext ? projectListHref({ ...query, page: query.page + 1 }) : null}
        pageText={t.pagination.page(query.page)}
      />
    </ListPage>
  );
}
