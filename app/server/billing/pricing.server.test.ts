import { describe, expect, it } from "vitest";
import { centsToGnf } from "~/contracts/money";
import { addMonths, daysBetween } from "./billing-calendar.server";
import { priceOf, unitCentsOf } from "./pricing.server";

// Prices in integers (decision 0110): /tarifs' euros per user and month, 12 months a year, VAT on
// the subtotal rounded half away from zero to the cent, the GNF total to the whole franc.

const prorated = (amountCents: number) => ({
  description: "Utilisateur ajouté, au prorata",
  quantity: 1,
  unitCents: amountCents,
  amountCents,
});

describe("priceOf", () => {
  it("prices users per month and per year, Entreprise on quote", () => {
    expect(unitCentsOf("premium", "monthly")).toBe(20_000);
    expect(unitCentsOf("premium", "yearly")).toBe(240_000);
    expect(unitCentsOf("entreprise", "monthly")).toBeNull();
    expect(priceOf("super-premium", "yearly", 2, 1800)).toMatchObject({
      subtotalCents: 720_000,
      vatCents: 129_600,
      totalCents: 849_600,
    });
  });

  it("rounds the VAT half away from zero to the cent, with a prorated line", () => {
    // 100,01 € × 18 % = 18,0018 € → 18,00 €; 100,03 € → 18,0054 € → 18,01 €.
    expect(priceOf("standard", "monthly", 1, 1800, [prorated(1)])?.vatCents).toBe(1_800);
    expect(priceOf("standard", "monthly", 1, 1800, [prorated(3)])?.vatCents).toBe(1_801);
    // 0,25 € at 2 %: 0,005 € → 0,01 €; a removed seat's negative line rounds away from zero too.
    expect(priceOf("standard", "monthly", 1, 200, [prorated(-9_975)])?.vatCents).toBe(1);
  });

  it("writes the GNF total in whole francs, half away from zero", () => {
    expect(centsToGnf(1, 500_000)).toBe(1); // 0,5 GNF
    expect(centsToGnf(11_800, 94_000_000)).toBe(1_109_200);
    expect(centsToGnf(35_400, 94_125_000)).toBe(3_332_025);
  });

  it("ends a month's period the day before the same day of the next month", () => {
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonths("2026-11-28", 12)).toBe("2027-11-28");
    expect(daysBetween("2026-11-28", "2026-12-13")).toBe(15);
    expect(daysBetween("2026-12-13", "2026-11-28")).toBe(-15);
  });
});
