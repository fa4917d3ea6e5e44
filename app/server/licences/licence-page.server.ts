import { asc, eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import { isCurrency, LICENCES_PATH } from "~/content/inventory";
import { licenceErrors, licenceFormTexts, licencePageTexts as t } from "~/content/licences";
import type { LicencePageView } from "~/contracts/licences";
import { can } from "~/contracts/workspace-roles";
import { workspaceErrors } from "~/content/workspaces";
import { formatDateCompact } from "~/lib/date-time";
import { licence, licenceSeat } from "./schema.server";
import { refuse, succeed } from "~/server/workspaces/action-result.server";
import { workspaceErrorResponse, WorkspaceError } from "~/server/workspaces/tenant.server";
import {
  deleteLicence,
  findLicence,
  revealLicenceKey,
  updateLicence,
} from "./licence-commands.server";
import { readForm, textField } from "~/server/platform/form.server";
import { MANAGE, READ, runLicences } from "./licence-context.server";
import { serverLicenceKey } from "./licence-crypto.server";
import { checkLicenceDraft } from "./licence-draft.server";
import { daysUntil } from "./licence-expiry.server";
import { installs, isOverAllocated } from "./licence-list.server";
import { draftOf, keptValues } from "./licence-new.server";
import { assignSeat, releaseSeat } from "./licence-seats.server";
import { NO_STORE } from "~/lib/cache-control";

// /dashboard/software-source-code-management/:id: one licence (edit, key, seats, delete). Another
// workspace's id or a malformed one: the French 404 page. Every answer is `no-store`; the
// revealed key exists only in the answer of the POST that revealed it.

const NOTICES: Record<string, string> = { cree: licenceFormTexts.created };

export async function loadLicencePage(request: Request, id: string, now = new Date()) {
  const view = await runLicences(
    request,
    READ,
    async ({ tx }, { workspace }): Promise<LicencePageView> => {
      const row = await findLicence(tx, id);
      const seats = await tx
        .select()
        .from(licenceSeat)
        .where(eq(licenceSeat.licenceId, row.id))
        .orderBy(asc(licenceSeat.createdAt), asc(licenceSeat.id));
      const [found] = await tx.select({ n: installs }).from(licence).where(eq(licence.id, row.id));
      const counts = {
        kind: row.kind as LicencePageView["kind"],
        seats: row.seats,
        used: seats.length,
        installs: found?.n ?? 0,
      };
      return {
        id: row.id,
        version: row.version,
        name: row.name,
        publisher: row.publisher,
        kind: counts.kind,
        seats: row.kind === "site" ? null : row.seats,
        used: counts.used,
        installs: counts.installs,
        over: isOverAllocated(counts),
        expiresOn: row.expiresOn,
        daysLeft: row.expiresOn ? daysUntil(row.expiresOn, now) : null,
        keyHint: row.keyCipher ? (row.keyHint ?? "") : null,
        cost: row.cost,
        currency: isCurrency(row.currency) ? row.currency : null,
        notes: row.notes,
        seatList: seats.map((s) => ({
          id: s.id,
          name: s.assigneeName,
          kind: s.assetId ? "asset" : "person",
          assignedAt: formatDateCompact(s.createdAt),
        })),
        canManage: can(workspace.role, "asset.manage"),
        readOnly: workspace.readOnly,
      };
    },
    now,
  ).catch(workspaceErrorResponse);
  const notice = NOTICES[new URL(request.url).searchParams.get("avis") ?? ""] ?? null;
  return data({ view, notice }, { headers: NO_STORE });
}

/**
 * The page's POST: `intent` = save, reveal, assign, release or delete (then the licences list,
 * 303, with its notice). `licenceKey`: the key that encrypts licence keys at rest, this server's by
 * default.
 */
export async function licencePageAction(
  request: Request,
  id: string,
  licenceKey = serverLicenceKey,
) {
  let intent = "";
  let values: Record<string, string> = {};
  try {
    const form = await readForm(request);
    intent = textField(form, "intent");
    switch (intent) {
      case "save": {
        const draft = draftOf(form);
        values = keptValues(draft);
        const version = Number(textField(form, "version")) || undefined;
        const outcome = await runLicences(request, MANAGE, async (ctx) => {
          const checked = checkLicenceDraft(draft);
          if (!checked.ok) return checked;
          return {
            ok: true as const,
            saved: await updateLicence(ctx, id, version, checked.values, licenceKey()),
          };
        });
        if (!outcome.ok) return refuse(intent, 400, "", { fieldErrors: outcome.errors, values });
        return succeed(intent, outcome.saved ? licenceFormTexts.saved : licenceFormTexts.unchanged);
      }
      case "reveal": {
        const key = await runLicences(request, { permission: "asset.manage" }, (ctx) =>
          revealLicenceKey(ctx, id, licenceKey()),
        );
        return data(
          { ok: true as const, intent: "reveal" as const, notice: t.keyRevealed, revealedKey: key },
          { headers: NO_STORE },
        );
      }
      case "assign": {
        values = { target: textField(form, "target") };
        const seat = await runLicences(request, MANAGE, (ctx) =>
          assignSeat(ctx, id, values.target!),
        );
        return succeed(intent, seat.over ? t.assignedOver(seat.name) : t.assigned(seat.name));
      }
      case "delete": {
        await runLicences(request, MANAGE, (ctx) => deleteLicence(ctx, id));
        return redirect(`${LICENCES_PATH}?avis=supprimee`, { status: 303, headers: NO_STORE });
      }
      case "release": {
        const name = await runLicences(request, MANAGE, (ctx) =>
          releaseSeat(ctx, id, textField(form, "seat")),
        );
        return succeed(intent, t.released(name));
      }
      default:
        throw new WorkspaceError(400, licenceErrors.unknownIntent);
    }
  } catch (error) {
    if (error instanceof WorkspaceError) {
      // Another workspace's licence (or a malformed id): the 404 page; an unknown seat: a message.
      if (error.message === workspaceErrors.notFound) workspaceErrorResponse(error);
      return refuse(intent, error.status, error.message, { values });
    }
    throw error;
  }
}
