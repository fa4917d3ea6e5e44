import { LogIn, LogOut, Pencil, TicketPlus } from "lucide-react";
import { BackLink } from "~/components/ui/back-link";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { INVENTORY_PATH } from "~/content/inventory";
import {
  assetPageTexts as t,
  editAssetPath,
  newTicketForAssetPath,
} from "~/content/inventory-asset";
import type { AssetPageView } from "~/contracts/asset-page-view";
import { cn } from "~/lib/cn";
import { AssetStatusBadge } from "./asset-status-badge";

/** The asset's tag, name and state, with its actions ('Modifier', 'Sortir'/'Rentrer', ticket). */
export function AssetHeader({ view }: { view: AssetPageView }) {
  const action = cn(buttonClass("outline", "sm"), "justify-center");
  return (
    <header className="grid min-w-0 grid-cols-1 gap-3">
      <BackLink to={INVENTORY_PATH}>{t.back}</BackLink>
      <div className="flex min-w-0 flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div className="grid min-w-0 gap-1">
          <p className="font-mono text-sm font-medium break-all text-muted-foreground">
            {view.tag}
          </p>
          <h1 dir="auto" className="text-2xl font-bold tracking-tight wrap-anywhere sm:text-3xl">
            {view.name}
          </h1>
          <ul aria-label={t.badgesLabel} className="mt-1 flex flex-wrap items-center gap-2">
            <li>
              <AssetStatusBadge status={view.status} />
            </li>
            <li className="text-sm text-muted-foreground">{view.typeName}</li>
          </ul>
        </div>
        <nav aria-label={t.actions.label} className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          {view.manage ? (
            <>
              <Link to={editAssetPath(view.id)} className={action}>
                <Pencil aria-hidden />
                {t.actions.edit}
              </Link>
              {view.manage.canCheckIn ? (
                <a href="#rentrer" className={action}>
                  <LogIn aria-hidden />
                  {t.actions.checkIn}
                </a>
              ) : view.manage.canCheckOut ? (
                <a href="#sortir" className={action}>
                  <LogOut aria-hidden />
                  {t.actions.checkOut}
                </a>
              ) : null}
            </>
          ) : null}
          {view.canOpenTicket ? (
            <Link
              to={newTicketForAssetPath(view.id)}
              className={cn(buttonClass("primary", "sm"), "col-span-2 justify-center")}
            >
              <TicketPlus aria-hidden />
              {t.actions.ticket}
            </Link>
          ) : null}
        </nav>
      </div>
    </header>
  );
}
