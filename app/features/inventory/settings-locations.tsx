import { EditPanel } from "~/components/module/edit-panel";
import { EmptyNote } from "~/components/module/empty-note";
import { FormOutcome } from "~/components/module/form-outcome";
import {
  INVENTORY_SETTINGS_LIMITS as L,
  inventorySettingsTexts as t,
} from "~/content/inventory-settings";
import type { InventorySettingsView, LocationView } from "~/contracts/inventory-settings-view";
import { ConfirmedAction } from "~/features/members";
import { SettingsCard } from "~/features/settings";
import {
  failureOf,
  useSettingsResult,
  type SettingsFailure,
} from "~/components/module/settings-result";
import { NameForm } from "./settings-form-parts";

const m = t.locations;
const INTENTS = ["location-create", "location-rename", "location-delete"];

/** 'Emplacements': the sites, each renamable and removable (its assets lose their location). */
export function LocationsCard({ view }: { view: InventorySettingsView }) {
  const result = useSettingsResult(INTENTS);
  const failure = failureOf(result);
  const rowId = failure?.intent !== "location-create" ? failure?.values?.id : undefined;
  const nonce = result?.ok ? result.nonce : "saisie";
  return (
    <SettingsCard heading={m.heading} lead={m.lead} id="emplacements">
      {result?.ok || (failure && !rowId && failure.intent !== "location-create") ? (
        <FormOutcome result={result} />
      ) : null}
      {view.locations.length > 0 ? (
        <ul aria-label={m.listLabel} className="grid gap-3">
          {view.locations.map((location) => (
            <LocationRow
              key={`${location.id}${nonce}${location.name}`}
              location={location}
              failure={rowId === location.id ? failure : undefined}
            />
          ))}
        </ul>
      ) : (
        <EmptyNote>{m.empty}</EmptyNote>
      )}
      <div className="grid gap-3 border-t pt-4">
        <h3 className="font-semibold">{m.addHeading}</h3>
        <NameForm
          formLabel={m.addHeading}
          fieldId="emplacement-nouveau"
          label={m.name}
          hint={m.hint}
          intent="location-create"
          max={L.locationName}
          submit={m.add}
          pending={m.adding}
          failure={failure?.intent === "location-create" ? failure : undefined}
          resetKey={nonce}
        />
      </div>
    </SettingsCard>
  );
}

function LocationRow({
  location,
  failure,
}: {
  location: LocationView;
  failure: SettingsFailure | undefined;
}) {
  return (
    <li
      data-testid="location-row"
      className="flex flex-wrap items-start gap-x-3 gap-y-2 rounded-lg border bg-background p-3"
    >
      <div className="min-w-0 flex-1">
        <p className="font-medium wrap-anywhere">{location.name}</p>
        <p className="text-sm text-muted-foreground">{t.types.assets(location.assetCount)}</p>
      </div>
      <EditPanel label={m.edit} ariaLabel={m.editLabel(location.name)} open={Boolean(failure)}>
        {failure && failure.intent !== "location-rename" ? <FormOutcome result={failure} /> : null}
        <NameForm
          formLabel={m.renameLabel(location.name)}
          fieldId={`emplacement-${location.id}-nom`}
          label={m.name}
          intent="location-rename"
          id={location.id}
          value={location.name}
          max={L.locationName}
          submit={m.save}
          pending={m.saving}
          failure={failure?.intent === "location-rename" ? failure : undefined}
          resetKey="renommer"
        />
        <div className="border-t pt-4">
          <ConfirmedAction
            open={m.remove}
            question={m.removeConfirm(location.name, location.assetCount)}
            align="start"
            intent="location-delete"
            fields={{ id: location.id }}
            label={m.removeSubmit}
            pendingLabel={m.removing}
          />
        </div>
      </EditPanel>
    </li>
  );
}
