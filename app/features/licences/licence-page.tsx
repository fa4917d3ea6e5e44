import { FormAlert } from "~/components/ui/form-alert";
import { licenceKindLabels, licencePageTexts as t, licenceTexts } from "~/content/licences";
import { formatAmount } from "~/content/inventory";
import type { LicenceActionResult, LicencePageView } from "~/contracts/licences";
import { LicenceBadges } from "./licence-badges";
import { LicenceDelete } from "./licence-delete";
import { LicenceEditForm } from "./licence-edit-form";
import { formatDay } from "./licence-format";
import { LicenceKey } from "./licence-key";
import { LicencesBackLink } from "./licence-new-page";
import { LicenceSeats } from "./licence-seats";

/**
 * One licence: its seats (assign, release), its key (masked, revealed on demand), its form and,
 * for those who manage licences, its deletion.
 */
export function LicencePage({
  view,
  notice,
  result,
}: {
  view: LicencePageView;
  notice: string | null;
  result: LicenceActionResult | undefined;
}) {
  const manage = view.canManage && !view.readOnly;
  return (
    <div className="mx-auto grid max-w-6xl min-w-0 gap-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <div className="min-w-0">
        <LicencesBackLink />
        <h1 className="mt-3 text-2xl font-bold tracking-tight break-words sm:text-3xl">
          {view.name}
        </h1>
        <p className="mt-1 text-muted-foreground">{view.publisher ?? t.publisherNone}</p>
        <div className="mt-3 empty:hidden">
          <LicenceBadges over={view.over} daysLeft={view.daysLeft} />
        </div>
      </div>
      {notice && !result ? <FormAlert tone="success">{notice}</FormAlert> : null}
      <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <LicenceSeats view={view} manage={manage} result={result} />
        {/* On a phone, what the licence is comes before its seats. */}
        <div className="grid min-w-0 content-start gap-6 max-lg:order-first">
          <Summary view={view} />
          <LicenceKey hint={view.keyHint} canReveal={view.canManage} result={result} />
        </div>
      </div>
      {manage ? <LicenceEditForm view={view} result={result} /> : null}
      {manage ? <LicenceDelete view={view} result={result} /> : null}
    </div>
  );
}

function Summary({ view }: { view: LicencePageView }) {
  const rows: [string, string][] = [
    [licenceTexts.columns.kind, licenceKindLabels[view.kind]],
    [
      licenceTexts.columns.seats,
      view.seats === null ? licenceTexts.unlimited : licenceTexts.seatsOf(view.used, view.seats),
    ],
    [licenceTexts.installsLabel, licenceTexts.installsOf(view.installs)],
    [
      licenceTexts.columns.expiry,
      view.expiresOn ? formatDay(view.expiresOn) : licenceTexts.noExpiry,
    ],
    [t.cost, view.cost && view.currency ? formatAmount(view.cost, view.currency) : t.costNone],
  ];
  return (
    <section
      aria-labelledby="licence-infos"
      className="rounded-xl border bg-card p-5 text-card-foreground shadow-sm"
    >
      <h2 id="licence-infos" className="text-base font-semibold">
        {t.details}
      </h2>
      <dl className="mt-3 grid gap-3 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex min-w-0 flex-wrap justify-between gap-x-4 gap-y-1">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-medium tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {view.notes ? (
        <p className="mt-4 border-t pt-4 text-sm whitespace-pre-line break-words text-muted-foreground">
          {view.notes}
        </p>
      ) : null}
    </section>
  );
}
