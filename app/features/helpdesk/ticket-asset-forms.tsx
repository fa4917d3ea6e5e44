import { LoaderCircle } from "lucide-react";
import { useLocation, useNavigation } from "react-router";
import { WorkspaceForm } from "~/components/module/workspace-form";
import { buttonClass } from "~/components/ui/button";
import { SubmitButton } from "~/components/ui/submit-button";
import { ticketAssetTexts as t } from "~/content/inventory-asset";
import type {
  TicketAssetLink,
  TicketFormResult,
  TicketPageView,
} from "~/contracts/ticket-page-view";
import { cn } from "~/lib/cn";
import {
  controlClass,
  fieldA11y,
  FieldMessage,
  FormRefusal,
  labelClass,
} from "./ticket-form-parts";

// The team's forms of 'Équipements concernés': 'Lier un équipement' (its tag or serial, one text
// field) and one 'Retirer' per linked asset. Both post to the page's action and work without
// JavaScript; the action answers with the page and its notice.

const FIELD_ID = "ticket-asset";

export function TicketAssetLinkForm({
  view,
  result,
}: {
  view: TicketPageView;
  result?: TicketFormResult;
}) {
  // A new page (after a link) empties the field; a refusal keeps what was typed.
  const location = useLocation();
  const error = result?.fieldErrors?.asset;
  return (
    <WorkspaceForm key={location.key} method="post" className="grid gap-2">
      <FormRefusal result={result} href={view.href} />
      <div className="grid gap-1">
        <label htmlFor={FIELD_ID} className={labelClass}>
          {t.link}
        </label>
        <p id={`${FIELD_ID}-aide`} className="text-xs text-muted-foreground">
          {t.linkHint}
        </p>
      </div>
      <input
        name="asset"
        type="text"
        required
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={200}
        defaultValue={result?.values?.asset ?? ""}
        className={cn(controlClass, "h-10")}
        {...fieldA11y(FIELD_ID, error)}
        aria-describedby={cn(`${FIELD_ID}-aide`, error && `${FIELD_ID}-erreur`)}
      />
      {/* The error under its field, before the button, as in the other forms. */}
      <FieldMessage id={FIELD_ID} error={error} />
      <SubmitButton
        intent="link-asset"
        label={t.linkSubmit}
        pendingLabel={t.linkPending}
        variant="outline"
      />
    </WorkspaceForm>
  );
}

/** 'Retirer' for one asset; its accessible name says which. */
export function TicketAssetUnlinkForm({ asset }: { asset: TicketAssetLink }) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === "unlink-asset" &&
    navigation.formData.get("assetId") === asset.id;
  return (
    <WorkspaceForm method="post" className="shrink-0">
      <input type="hidden" name="assetId" value={asset.id} />
      <button
        type="submit"
        name="intent"
        value="unlink-asset"
        disabled={busy}
        aria-label={busy ? undefined : t.unlinkLabel(asset.tag)}
        className={cn(buttonClass("ghost", "compact"), "h-8 text-muted-foreground")}
      >
        {busy ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
        {busy ? t.unlinkPending : t.unlink}
      </button>
    </WorkspaceForm>
  );
}
