// Money of the billing (decision 0110): integers in the currency's minor unit, never floats:
// euro cents; whole Guinean francs (ISO 4217 gives GNF no decimals). Exchange rates are GNF per
// euro × 10,000 (four decimals, as staff enter them). Every rounding is half away from zero on
// integers (BigInt), stated once here and tested with each currency's edge cases.

export type Currency = "EUR" | "GNF";

/** Minor units per major unit. */
const MINOR_UNITS: Readonly<Record<Currency, number>> = { EUR: 100, GNF: 1 };

/** `numerator / denominator` rounded half away from zero, exactly (BigInt), for integers. */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError("division by zero");
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (2n * n + d) / (2n * d);
  return negative ? -quotient : quotient;
}

const toNumber = (value: bigint): number => {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError("amount out of range");
  }
  return Number(value);
};

/** Euro cents → whole francs at `rateE4` (GNF per euro × 10,000). */
export const centsToGnf = (cents: number, rateE4: number): number =>
  toNumber(divideRounded(BigInt(cents) * BigInt(rateE4), 1_000_000n));

/** Whole francs → euro cents at `rateE4` (a payment in GNF against an invoice in EUR). */
export const gnfToCents = (gnf: number, rateE4: number): number =>
  toNumber(divideRounded(BigInt(gnf) * 1_000_000n, BigInt(rateE4)));

/** VAT on an amount excluding VAT, in the same unit, at `rateBp` basis points (1800 = 18 %). */
export const vatOf = (amount: number, rateBp: number): number =>
  toNumber(divideRounded(BigInt(amount) * BigInt(rateBp), 10_000n));

/** `amount × part / whole`, rounded (a prorated seat: the days left of the period's days). */
export const prorate = (amount: number, part: number, whole: number): number =>
  toNumber(divideRounded(BigInt(amount) * BigInt(part), BigInt(whole)));

const formats = {
  EUR: new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" }),
  GNF: new Intl.NumberFormat("fr-FR", {
    style: "currency",
    currency: "GNF",
    currencyDisplay: "code",
    maximumFractionDigits: 0,
  }),
};

/** '1 234,50 €', '11 604 750 GNF' (fr-FR: narrow no-break spaces, decimal comma). */
export function formatMoney(minor: number, currency: Currency): string {
  return formats[currency].format(minor / MINOR_UNITS[currency]);
}

/** 94 000 000 → '9 400', 86 125 000 → '8 612,5' (GNF for one euro). */
export const formatRate = (rateE4: number): string =>
  new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 4 }).format(rateE4 / 10_000);

/**
 * A rate as staff type it ('9400', '9 400,25', '9400.25'): GNF per euro × 10,000, or null when it
 * is not a positive number with at most four decimals.
 */
export function parseRate(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, "").replace(",", ".");
  const match = /^(\d{1,7})(?:\.(\d{1,4}))?$/.exec(compact);
  if (!match) return null;
  const value = Number(match[1]) * 10_000 + Number((match[2] ?? "").padEnd(4, "0"));
  return value > 0 ? value : null;
}

/**
 * An amount as staff type it, in the currency's minor unit ('150 000' GNF → 150000; '354,20' €
 * → 35420), or null when it is not a positive amount with the currency's decimals at most.
 */
export function parseAmount(text: string, currency: Currency): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, "").replace(",", ".");
  const decimals = currency === "EUR" ? 2 : 0;
  const pattern = decimals ? /^(\d{1,10})(?:\.(\d{1,2}))?$/ : /^(\d{1,13})$/;
  const match = pattern.exec(compact);
  if (!match) return null;
  const value =
    Number(match[1]) * MINOR_UNITS[currency] + Number((match[2] ?? "").padEnd(decimals, "0") || 0);
  return value > 0 ? value : null;
}
