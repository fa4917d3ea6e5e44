import { Form, Link } from "react-router";
import { EmptyNote } from "~/components/module/empty-note";
import { FormOutcome } from "~/components/module/form-outcome";
import { useSettingsResult } from "~/components/module/settings-result";
import { WorkspaceForm } from "~/components/module/workspace-form";
import { Button } from "~/components/ui/button";
import { fieldClass } from "~/components/ui/choice-fields";
import { PanelCard } from "~/components/ui/panel-card";
import { projectSettingsPath } from "~/content/project-management";
import {
  projectPageTexts,
  type LinkedAssetRow,
  type ProjectSettingsView,
} from "~/content/project-pages";

const t = projectPageTexts.settings;

function AssetLine({
  asset,
  intent,
  label,
  aria,
}: {
  asset: LinkedAssetRow;
  intent: string;
  label: string;
  aria: string;
}) {
  return (
    <li
      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border bg-background px-3 py-2"
      data-testid="asset-line"
    >
      <Link
        to={asset.href}
        className="font-mono text-xs font-semibold underline underline-offset-4"
      >
        {asset.tag}
      </Link>
      <span className="min-w-0 flex-1 text-sm wrap-anywhere">{asset.name}</span>
      <span className="rounded-full border px-2 py-0.5 text-xs text-muted-foreground">
        {asset.statusLabel}
      </span>
      <WorkspaceForm method="post" preventScrollReset>
        <input type="hidden" name="assetId" value={asset.id} />
        <Button
          type="submit"
          name="intent"
          value={intent}
          variant="outline"
          size="sm"
          aria-label={aria}
        >
          {label}
        </Button>
      </WorkspaceForm>
    </li>
  );
}

/** 'Équipements concernés': the linked assets, and a search of the inventory to link more. */
export function SettingsAssets({ view }: { view: ProjectSettingsView }) {
  const result = useSettingsResult(["asset-link", "asset-unlink"]);
  return (
    <PanelCard id="equipements" heading={t.sections.assets} anchor>
      <p className="text-sm text-muted-foreground">{t.assetsLead}</p>
      <FormOutcome result={result} />
      {view.assets.length ? (
        <ul className="grid gap-2">
          {view.assets.map((a) => (
            <AssetLine
              key={a.id}
              asset={a}
              intent="asset-unlink"
              label={t.unlink}
              aria={t.unlinkAsset(a.name)}
            />
          ))}
        </ul>
      ) : (
        <EmptyNote>{t.assetsEmpty}</EmptyNote>
      )}
      <Form
        method="get"
        action={`${projectSettingsPath(view.id)}#equipements`}
        preventScrollReset
        className="grid gap-2 border-t pt-4"
      >
        <label htmlFor="equipement" className="text-sm font-medium">
          {t.assetSearch}
        </label>
        <div className="flex gap-2">
          <input
            id="equipement"
            type="search"
            name="equipement"
            maxLength={100}
            defaultValue={view.assetQuery}
            aria-describedby="equipement-aide"
            className={fieldClass}
          />
          <Button type="submit" variant="secondary">
            {t.assetSearchSubmit}
          </Button>
        </div>
        <p id="equipement-aide" className="text-xs text-muted-foreground">
          {t.assetSearchHint}
        </p>
      </Form>
      {view.assetQuery ? (
        view.assetResults.length ? (
          <ul className="grid gap-2" aria-label={t.assetSearch}>
            {view.assetResults.map((a) => (
              <AssetLine
                key={a.id}
                asset={a}
                intent="asset-link"
                label={t.link}
                aria={t.linkAsset(a.name)}
              />
            ))}
          </ul>
        ) : (
          <EmptyNote>{t.assetNoResult(view.assetQuery)}</EmptyNote>
        )
      ) : null}
    </PanelCard>
  );
}
