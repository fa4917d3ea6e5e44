import { Radar, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PanelCard } from "~/components/ui/panel-card";
import { assetPageTexts } from "~/content/inventory-asset";
import { AGENT_SETTINGS_PATH } from "~/content/licences";
import type { AssetPageView, AssetSoftwareItem } from "~/contracts/asset-page-view";
import { cn } from "~/lib/cn";

const t = assetPageTexts.software;

// A table while its panel is at least 36rem wide; narrower (a phone, or the page's left column
// beside the sidebar and the details), each row stacks: the name, then version and publisher
// side by side with their labels, then the licence (which needs none). A container query, as the asset list's table,
// because the panel's width, not the window's, decides.
const cell = "min-w-0 wrap-anywhere @max-xl:block @xl:px-3 @xl:py-2.5 @xl:first:pl-0 @xl:last:pr-0";
const th = "px-3 py-2 text-left text-xs font-medium first:pl-0 last:pr-0";
const link =
  "rounded-sm font-medium underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

function Label({ children }: { children: ReactNode }) {
  return <span className="block text-xs text-muted-foreground @xl:hidden">{children}</span>;
}

/** 'Logiciels installés': what the discovery agent reported, and the licence covering each. */
export function AssetSoftware({ view }: { view: AssetPageView }) {
  const { rows, total, inventoriedAt } = view.software;
  return (
    <PanelCard anchor id="logiciels" heading={t.heading}>
      {total === 0 ? (
        <Empty inventoriedAt={inventoriedAt} canSetUp={view.canSetUpAgent} />
      ) : (
        <>
          <p className="-mt-2 text-sm text-pretty text-muted-foreground">
            {t.lead(total, inventoriedAt)}
          </p>
          <div className="@container">
            <table className="w-full text-sm @max-xl:block @xl:table-fixed">
              <caption className="sr-only">{t.heading}</caption>
              <thead className="border-b text-muted-foreground @max-xl:hidden">
                <tr>
                  <th scope="col" className={th}>
                    {t.name}
                  </th>
                  <th scope="col" className={cn(th, "w-40")}>
                    {t.version}
                  </th>
                  <th scope="col" className={cn(th, "w-[26%]")}>
                    {t.publisher}
                  </th>
                  <th scope="col" className={cn(th, "w-36")}>
                    {t.licence}
                  </th>
                </tr>
              </thead>
              <tbody className="@max-xl:grid" data-testid="asset-software">
                {rows.map((row) => (
                  <Row key={row.id} row={row} />
                ))}
              </tbody>
            </table>
          </div>
          {total > rows.length ? (
            <p className="text-sm text-muted-foreground">{t.capped(rows.length)}</p>
          ) : null}
        </>
      )}
    </PanelCard>
  );
}

function Row({ row }: { row: AssetSoftwareItem }) {
  return (
    <tr
      className="border-b last:border-0 @max-xl:grid @max-xl:min-w-0 @max-xl:grid-cols-2 @max-xl:gap-x-4 @max-xl:gap-y-2 @max-xl:py-3 @max-xl:first:pt-0 @max-xl:last:pb-0 @xl:align-top"
      data-testid="asset-software-row"
    >
      <th scope="row" dir="auto" className={cn(cell, "text-left font-medium @max-xl:col-span-2")}>
        {row.name}
      </th>
      <td className={cn(cell, "tabular-nums")}>
        <Label>{t.version}</Label>
        <span dir="auto">{row.version ?? t.none}</span>
      </td>
      <td className={cell}>
        <Label>{t.publisher}</Label>
        <span dir="auto">{row.publisher ?? t.none}</span>
      </td>
      {/* On a phone, 'Voir la licence' or 'Sans licence' says what it is without a label. */}
      <td className={cn(cell, "@max-xl:col-span-2")}>
        {row.licence ? (
          <span className="inline-flex max-w-full items-start gap-1.5">
            <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
            <Link to={row.licence.href} className={cn(link, "min-w-0 wrap-anywhere")}>
              {t.licenceLink}
              <span className="sr-only" dir="auto">
                {t.licenceOf(row.licence.name)}
              </span>
            </Link>
          </span>
        ) : (
          <span className="text-muted-foreground">{t.unlicensed}</span>
        )}
      </td>
    </tr>
  );
}

function Empty({ inventoriedAt, canSetUp }: { inventoriedAt: string | null; canSetUp: boolean }) {
  return (
    <div
      className="flex flex-col items-start gap-3 rounded-lg border border-dashed p-4 text-sm sm:flex-row sm:items-center"
      data-testid="asset-software-empty"
    >
      <Radar aria-hidden className="size-5 shrink-0 text-muted-foreground" />
      <p className="flex-1 text-pretty text-muted-foreground">
        {inventoriedAt ? t.emptyNone(inventoriedAt) : t.emptyNever}
      </p>
      {!inventoriedAt && canSetUp ? (
        <Link to={AGENT_SETTINGS_PATH} className={cn(link, "underline sm:whitespace-nowrap")}>
          {t.setUp}
        </Link>
      ) : null}
    </div>
  );
}
