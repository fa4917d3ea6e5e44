import { KeyRound, Plus, SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ListPage } from "~/components/module/list-page";
import { Pagination } from "~/components/module/pagination";
import { buttonClass } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { LICENCES_PATH } from "~/content/inventory";
import { licenceTexts as t, NEW_LICENCE_PATH } from "~/content/licences";
import { workspaceErrors } from "~/content/workspaces";
import { licencesHref, type LicenceListView } from "~/contracts/licences";
import { cn } from "~/lib/cn";
import { LicenceFilters } from "./licence-filters";
import { LicenceTable } from "./licence-table";
import { UnlicensedSoftware } from "./licence-unlicensed";

/** /dashboard/software-source-code-management for a signed-in person. */
export function LicenceListPage({
  view,
  title,
  notice = null,
}: {
  view: LicenceListView;
  title: string;
  /** A confirmation after a redirect (a licence deleted). */
  notice?: string | null;
}) {
  const canAdd = view.canManage && !view.readOnly;
  const { page } = view.query;
  const to = (n: number) => licencesHref(LICENCES_PATH, { ...view.query, page: n });
  return (
    <ListPage>
      <div className="flex min-w-0 flex-wrap items-end justify-between gap-4">
        <div className="min-w-0 flex-1 basis-72">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          <p className="mt-1 text-pretty text-muted-foreground">{t.lead}</p>
          {view.anyLicence ? (
            <p className="mt-2 text-sm font-medium" data-testid="licence-counts">
              {t.counts(view.counts.overAllocated, view.counts.expiring, view.counts.expired)}
            </p>
          ) : null}
        </div>
        {canAdd ? (
          <Link to={NEW_LICENCE_PATH} className={buttonClass("primary")}>
            <Plus aria-hidden />
            {t.add}
          </Link>
        ) : null}
      </div>
      <div aria-live="polite" className="empty:hidden">
        {notice ? <FormAlert tone="success">{notice}</FormAlert> : null}
      </div>
      {view.readOnly ? <FormAlert tone="error">{workspaceErrors.readOnly}</FormAlert> : null}
      {!view.canManage ? <p className="text-sm text-muted-foreground">{t.readOnlyNotice}</p> : null}
      {view.anyLicence ? (
        <>
          <LicenceFilters query={view.query} />
          {view.rows.length > 0 ? <LicenceTable rows={view.rows} /> : <FilteredEmpty />}
          <Pagination
            texts={t.pagination}
            previousHref={page > 1 ? to(page - 1) : null}
            nextHref={view.hasNext ? to(page + 1) : null}
            pageText={t.pagination.page(page)}
          />
        </>
      ) : (
        <Empty
          icon={<KeyRound aria-hidden className="size-6" />}
          title={t.empty.title}
          text={t.empty.text}
        >
          {canAdd ? (
            <Link to={NEW_LICENCE_PATH} className={cn(buttonClass("primary"), "mt-6")}>
              <Plus aria-hidden />
              {t.add}
            </Link>
          ) : null}
        </Empty>
      )}
      <UnlicensedSoftware unlicensed={view.unlicensed} />
    </ListPage>
  );
}

function FilteredEmpty() {
  return (
    <Empty icon={<SearchX aria-hidden className="size-6" />} title={t.empty.filtered}>
      <Link to={LICENCES_PATH} className={cn(buttonClass("outline"), "mt-6")}>
        {t.empty.reset}
      </Link>
    </Empty>
  );
}

function Empty({
  icon,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  title: string;
  text?: string;
  children?: ReactNode;
}) {
  return (
    <section
      aria-labelledby="licences-vide"
      className="flex flex-col items-center rounded-xl border border-dashed bg-card px-6 py-12 text-center shadow-sm"
    >
      <span className="grid size-12 place-items-center rounded-full bg-muted text-muted-foreground">
        {icon}
      </span>
      <h2 id="licences-vide" className="mt-4 text-lg font-semibold">
        {title}
      </h2>
      {text ? (
        <p className="mt-1 max-w-md text-sm text-pretty text-muted-foreground">{text}</p>
      ) : null}
      {children}
    </section>
  );
}
