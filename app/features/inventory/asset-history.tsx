import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { assetEventLabels } from "~/content/inventory";
import { assetPageTexts } from "~/content/inventory-asset";
import type { AssetHistoryItem, AssetPageView } from "~/contracts/asset-page-view";
import { buttonClass } from "~/components/ui/button";
import { PanelCard } from "~/components/ui/panel-card";

const t = assetPageTexts.history;

function Value({ text }: { text: string | null }) {
  return text === null ? (
    <span className="text-muted-foreground italic">{t.emptyValue}</span>
  ) : (
    <span dir="auto" className="wrap-anywhere">
      {text}
    </span>
  );
}

/** A creation lists the values it started with, without '(vide) →'. */
const FIRST: readonly string[] = ["created", "imported"];

function Event({ item }: { item: AssetHistoryItem }) {
  const first = FIRST.includes(item.kind);
  return (
    <li className="relative grid min-w-0 gap-1.5 pb-5 pl-6 last:pb-0">
      <span
        aria-hidden
        className="absolute top-1.5 left-0 size-2.5 rounded-full border-2 border-primary bg-background"
      />
      <p className="text-sm font-medium">{assetEventLabels[item.kind]}</p>
      <p className="text-xs text-muted-foreground">
        <time dateTime={item.at.iso}>{item.at.label}</time> · {t.by(item.author)}
      </p>
      {item.changes.length > 0 ? (
        <ul className="grid min-w-0 gap-1 text-sm">
          {item.changes.map((change) => (
            <li key={change.field} className="min-w-0 wrap-anywhere">
              <span className="font-medium">{change.field}</span>
              {"\u00a0: "}
              {first && change.from === null ? null : (
                <>
                  <Value text={change.from} />
                  <ArrowRight aria-label="devient" className="mx-1 inline size-3.5 align-[-2px]" />
                </>
              )}
              <Value text={change.to} />
            </li>
          ))}
        </ul>
      ) : null}
      {item.note ? (
        <p
          dir="auto"
          className="rounded-md bg-muted px-3 py-2 text-sm wrap-anywhere whitespace-pre-line"
        >
          <span className="font-medium">{t.note}</span>
          {"\u00a0: "}
          {item.note}
        </p>
      ) : null}
    </li>
  );
}

/** The history, newest first, 'Voir plus' for older events. */
export function AssetHistory({ view }: { view: AssetPageView }) {
  return (
    <PanelCard anchor id="historique" heading={t.heading}>
      {view.history.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.empty}</p>
      ) : (
        <ol className="relative grid min-w-0 before:absolute before:top-2 before:bottom-2 before:left-[4.5px] before:w-px before:bg-border">
          {view.history.map((item) => (
            <Event key={item.id} item={item} />
          ))}
        </ol>
      )}
      {view.moreHistoryHref ? (
        <Link
          to={view.moreHistoryHref}
          preventScrollReset
          className={`${buttonClass("outline", "sm")} w-fit`}
        >
          {t.more}
        </Link>
      ) : null}
      {view.historyCapped ? <p className="text-xs text-muted-foreground">{t.capped}</p> : null}
    </PanelCard>
  );
}
