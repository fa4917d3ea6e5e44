import type { Db } from "~/server/db/client.server";
import type { TestPerson } from "~/server/workspaces/workspace-test-fixtures.server";
import { createLicence } from "./licence-commands.server";
import { licenceKeyOf } from "./licence-crypto.server";
import { checkLicenceDraft, type LicenceDraft, type LicenceValues } from "./licence-draft.server";
import { runInventory } from "../inventory/inventory-test-kit.server";

// Shared set-up of the licences' server tests: a fixed encryption key and licences from drafts.

export const TEST_CRYPTO_KEY = licenceKeyOf("test-secret-with-more-than-thirty-two-chars");

export function licenceValues(draft: LicenceDraft): LicenceValues {
  const checked = checkLicenceDraft({ seats: "1", ...draft });
  if (!checked.ok) throw new Error(`draft refused: ${JSON.stringify(checked.errors)}`);
  return checked.values;
}

export function addLicence(
  db: Db,
  org: string,
  person: TestPerson,
  draft: LicenceDraft,
  now?: Date,
) {
  return runInventory(
    db,
    org,
    person,
    (ctx) => createLicence(ctx, licenceValues(draft), TEST_CRYPTO_KEY),
    now,
  );
}
