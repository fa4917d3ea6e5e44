import { WorkspaceForm } from "~/components/module/workspace-form";
import { SubmitButton } from "~/components/ui/submit-button";
import { ASSET_LIMITS, assetPath } from "~/content/inventory";
import { assetFormTexts, assetPageTexts } from "~/content/inventory-asset";
import type { AssetFormResult, AssetPageView } from "~/contracts/asset-page-view";
import { AssetField, controlClass, SelectControl } from "./asset-form-field";
import { AssigneeField } from "./asset-form-fields";
import { PanelCard } from "~/components/ui/panel-card";
import { AssetRefusal } from "./asset-refusal";

type Manage = NonNullable<AssetPageView["manage"]>;

function NoteField({ id, value, error }: { id: string; value: string; error?: string }) {
  return (
    <AssetField
      name="note"
      id={id}
      label={assetPageTexts.checkOut.note}
      hint={assetPageTexts.checkOut.noteHint}
      error={error}
    >
      {(control) => (
        <textarea
          {...control}
          defaultValue={value}
          maxLength={ASSET_LIMITS.notes}
          rows={2}
          className={`${controlClass} h-auto resize-y py-2`}
        />
      )}
    </AssetField>
  );
}

/** 'Sortir': to a member or contact and/or a location, with a note; or 'Rentrer'. */
export function AssetCheckoutForms({
  view,
  manage,
  result,
}: {
  view: AssetPageView;
  manage: Manage;
  result?: AssetFormResult;
}) {
  const errors = result?.fieldErrors ?? {};
  const values = result?.values ?? {};
  const locations = manage.options.locations;
  if (manage.canCheckIn) {
    const t = assetPageTexts.checkIn;
    return (
      <PanelCard anchor id="rentrer" heading={t.heading}>
        <p className="text-sm text-pretty text-muted-foreground">
          {view.assignee ? t.lead(view.assignee) : t.leadNobody}
        </p>
        <WorkspaceForm method="post" className="grid min-w-0 gap-4" preventScrollReset>
          <input type="hidden" name="version" value={view.version} />
          <AssetRefusal result={result} href={assetPath(view.id)} />
          <AssetField
            name="location"
            id="rentrer-emplacement"
            label={t.location}
            error={errors.location}
          >
            {(control) => (
              <SelectControl
                control={control}
                defaultValue={values.location ?? ""}
                options={[{ id: "", label: assetPageTexts.checkOut.keepLocation }, ...locations]}
              />
            )}
          </AssetField>
          <NoteField id="rentrer-note" value={values.note ?? ""} error={errors.notes} />
          <SubmitButton intent="check-in" label={t.submit} pendingLabel={t.pending} />
        </WorkspaceForm>
      </PanelCard>
    );
  }
  const t = assetPageTexts.checkOut;
  return (
    <PanelCard anchor id="sortir" heading={t.heading}>
      {manage.canCheckOut ? (
        <>
          <p className="text-sm text-pretty text-muted-foreground">{t.lead}</p>
          <WorkspaceForm method="post" className="grid min-w-0 gap-4" preventScrollReset>
            <input type="hidden" name="version" value={view.version} />
            <AssetRefusal result={result} href={assetPath(view.id)} />
            <AssigneeField
              name="assignee"
              id="sortir-personne"
              label={t.assignee}
              defaultValue={values.assignee ?? ""}
              error={errors.assignee}
              members={manage.options.members}
            />
            <AssetField
              name="location"
              id="sortir-emplacement"
              label={t.location}
              hint={locations.length === 0 ? assetFormTexts.noLocations : undefined}
              error={errors.location}
            >
              {(control) => (
                <SelectControl
                  control={control}
                  defaultValue={values.location ?? ""}
                  options={[{ id: "", label: t.keepLocation }, ...locations]}
                />
              )}
            </AssetField>
            <NoteField id="sortir-note" value={values.note ?? ""} error={errors.notes} />
            <SubmitButton intent="check-out" label={t.submit} pendingLabel={t.pending} />
          </WorkspaceForm>
        </>
      ) : (
        <p className="text-sm text-pretty text-muted-foreground">{t.unavailable}</p>
      )}
    </PanelCard>
  );
}
