import { findPlan } from "~/content/plans";
import { vatOf } from "~/contracts/money";
import type { BillingCycle, BillingLine } from "./schema.server";

// A plan's price for a number of users (decision 0113): /tarifs' prices are euros per user and
// per month, excluding VAT; a year is 12 months (no discount is advertised, decision 0110). In
// euro cents, integers; VAT on the subtotal at billing_settings' rate, rounded half away from 0.

export const MONTHS: Readonly<Record<BillingCycle, number>> = { monthly: 1, yearly: 12 };

/** Euro cents per user for one period of `cycle`, or null for a plan on quote. */
export function unitCentsOf(planId: string, cycle: BillingCycle): number | null {
  const plan = findPlan(planId);
  if (plan?.monthlyPrice === undefined) return null;
  return plan.monthlyPrice * 100 * MONTHS[cycle];
}

export interface Priced {
  lines: BillingLine[];
  subtotalCents: number;
  vatCents: number;
  totalCents: number;
}

/** The lines and totals of `seats` users on `planId` for one period, plus `extra` lines. */
export function priceOf(
  planId: string,
  cycle: BillingCycle,
  seats: number,
  vatRateBp: number,
  extra: readonly BillingLine[] = [],
): Priced | null {
  const unit = unitCentsOf(planId, cycle);
  const plan = findPlan(planId);
  if (unit === null || !plan) return null;
  const months = MONTHS[cycle];
  const users = `${seats}\u00a0utilisateur${seats > 1 ? "s" : ""}`;
  const span = months === 1 ? "1\u00a0mois" : `${months}\u00a0mois`;
  const lines: BillingLine[] = [
    {
      description: `Formule ${plan.name}, ${users} × ${span}`,
      quantity: seats,
      unitCents: unit,
      amountCents: unit * seats,
    },
    ...extra,
  ];
  const subtotalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  const vatCents = vatOf(subtotalCents, vatRateBp);
  return { lines, subtotalCents, vatCents, totalCents: subtotalCents + vatCents };
}
