import { ASSET_LIMITS, inventoryErrors } from "~/content/inventory";
import { assetFormTexts, assetPageTexts } from "~/content/inventory-asset";
import type { AssetFormValues } from "~/contracts/asset-page-view";
import { readForm, textField } from "~/server/platform/form.server";
import { WorkspaceError } from "~/server/workspaces/tenant.server";
import { assetRefusal, checkedValues, runAssetCommand, toAssetPage } from "./asset-action.server";
import { checkIn, checkOut } from "./asset-checkout.server";
import { lockAsset, updateAsset } from "./asset-commands.server";
import type { AssigneeValue } from "./asset-draft.server";
import { postedAssetValues } from "./asset-form.server";
import { assetNotFound } from "./asset-page.server";
import { findContact, findMember, findRef, type AssetRefs } from "./asset-refs.server";
import { AssetFieldsError, type InventoryContext } from "../inventory-context.server";

// The forms of an asset's page, one `intent` each: update (the edit form, with the version it
// was loaded at: 409 'modifié entre-temps' when stale, what was typed kept), check-out (to a
// member or contact and/or a location, with a note) and check-in (optional location, note).
// Another workspace's id: the 404 page, nothing changed.

const INTENTS = ["update", "check-out", "check-in"] as const;
type Intent = (typeof INTENTS)[number];

const versionOf = (form: FormData) => {
  const version = Number(textField(form, "version"));
  return Number.isInteger(version) && version > 0 ? version : undefined;
};

function noteOf(values: AssetFormValues) {
  const note = (values.note ?? "").trim();
  if ([...note].length > ASSET_LIMITS.notes) {
    throw new AssetFieldsError(400, assetFormTexts.invalid, {
      notes: inventoryErrors.notesTooLong,
    });
  }
  return note || null;
}

/** The check-out/in form's location, by id or name; null when none chosen. */
function locationOf(refs: AssetRefs, values: AssetFormValues) {
  const text = (values.location ?? "").trim();
  if (!text) return null;
  const found = findRef(refs.locations, text);
  if (!found)
    throw new AssetFieldsError(400, assetFormTexts.invalid, {
      location: inventoryErrors.locationUnknown,
    });
  return found.id;
}

async function assigneeOf(
  ctx: InventoryContext,
  refs: AssetRefs,
  values: AssetFormValues,
): Promise<AssigneeValue | null> {
  const text = (values.assignee ?? "").trim();
  if (!text) return null;
  const member = findMember(refs.members, text);
  if (member) return { userId: member.id, contactId: null, name: member.name };
  const contact = text.includes("@") ? await findContact(ctx.tx, text) : null;
  if (contact) return { userId: null, contactId: contact.id, name: contact.name };
  throw new AssetFieldsError(400, assetFormTexts.invalid, {
    assignee: inventoryErrors.assigneeUnknown,
  });
}

async function run(request: Request, id: string, intent: Intent, form: FormData) {
  const version = versionOf(form);
  const values =
    intent === "update"
      ? postedAssetValues(form)
      : Object.fromEntries(
          ["assignee", "location", "note"].map((field) => [field, textField(form, field)]),
        );
  try {
    const notice = await runAssetCommand(request, async (ctx, refs) => {
      await lockAsset(ctx.tx, id); // another workspace's id: 404 before anything else
      if (intent === "update") {
        const checked = await checkedValues(ctx, refs, values);
        const saved = await updateAsset(ctx, id, version, checked, refs);
        return saved.version === version ? "unchanged" : "updated";
      }
      const note = noteOf(values);
      if (intent === "check-out") {
        const assignee = await assigneeOf(ctx, refs, values);
        const locationId = locationOf(refs, values);
        await checkOut(ctx, id, version, { assignee, locationId }, refs, note);
        return "checkedOut";
      }
      await checkIn(ctx, id, version, locationOf(refs, values), refs, note);
      return "checkedIn";
    });
    return toAssetPage(id, notice);
  } catch (error) {
    if (error instanceof WorkspaceError && error.status === 404) throw assetNotFound();
    return assetRefusal(intent, error, values);
  }
}

export async function assetPageAction(request: Request, id: string | undefined) {
  let intent = "";
  try {
    const form = await readForm(request);
    intent = textField(form, "intent");
    if (!(INTENTS as readonly string[]).includes(intent)) {
      throw new WorkspaceError(400, assetPageTexts.unknownIntent);
    }
    return await run(request, id ?? "", intent as Intent, form);
  } catch (error) {
    if (error instanceof WorkspaceError && error.status === 404) throw assetNotFound();
    return assetRefusal(intent, error, {});
  }
}
