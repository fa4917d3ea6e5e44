import { describe, expect, it } from "vitest";
import { licenceErrors } from "~/content/licences";
import { checkLicenceDraft } from "./licence-draft.server";

// The licence form's values: French dates and amounts, seats, the site licence (unlimited).

describe("the licence draft", () => {
  it("reads French dates and amounts, and folds nothing it should keep", () => {
    const checked = checkLicenceDraft({
      name: "  Sage Paie ",
      key: " ABCD-EFGH ",
      kind: "per_user",
      seats: "1\u202f200",
      expiresOn: "31/12/2027",
      cost: "1\u202f250\u202f000",
      currency: "GNF",
    });
    expect(checked).toEqual({
      ok: true,
      values: {
        name: "Sage Paie",
        publisher: null,
        key: "ABCD-EFGH",
        kind: "per_user",
        seats: 1200,
        expiresOn: "2027-12-31",
        cost: "1250000",
        currency: "GNF",
        notes: "",
      },
    });
  });

  it("gives a site licence unlimited seats (0) whatever was typed", () => {
    const checked = checkLicenceDraft({ name: "Antivirus", kind: "site", seats: "" });
    expect(checked.ok && checked.values.seats).toBe(0);
  });

  it("says what is wrong with each field, in French", () => {
    const checked = checkLicenceDraft({
      name: "",
      kind: "par_poste",
      seats: "0",
      expiresOn: "31/02/2027",
      cost: "-5",
      key: "a\nb",
    });
    expect(checked).toEqual({
      ok: false,
      errors: {
        name: licenceErrors.nameRequired,
        kind: licenceErrors.kindUnknown,
        seats: licenceErrors.seatsInvalid,
        expiresOn: licenceErrors.dateInvalid,
        cost: licenceErrors.costInvalid,
        key: licenceErrors.keyInvalid,
      },
    });
    const noCurrency = checkLicenceDraft({ name: "X", seats: "1", cost: "10" });
    expect(noCurrency).toMatchObject({
      ok: false,
      errors: { currency: licenceErrors.currencyRequired },
    });
  });
});
