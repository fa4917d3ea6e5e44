// Parsing of the values people type (forms, CSV cells): French dates and amounts. Pure functions,
// shared by the asset form, the CSV import and the licences.

/** Day, month, year (France) or month, day, year (the United States, Snipe-IT's exports). */
export type DateOrder = "dmy" | "mdy";

export interface DayOptions {
  /** How 'aa/bb/cccc' reads: day first (default) or month first. */
  order?: DateOrder;
  /**
   * Files exported by other tools (the CSV import): two-digit years ('1/23/23': 1970–2069, as
   * PHP's strtotime reads them, which Snipe-IT's importer uses) and a time after the day
   * ('2023-01-23 00:00:00', GLPI's '12-03-2024 14:05') are read too. See decision 0066.
   */
  fromFile?: boolean;
}

const TIME = /[ T]\d{1,2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * 'jj/mm/aaaa', 'jj-mm-aaaa', 'jj.mm.aaaa' (or month first with `order: "mdy"`) or ISO
 * 'aaaa-mm-jj' → ISO; null when not a real date.
 */
export function parseDay(text: string, { order = "dmy", fromFile = false }: DayOptions = {}) {
  const value = fromFile ? text.trim().replace(TIME, "") : text.trim();
  let y: number, m: number, d: number;
  const iso = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(value);
  const other = (
    fromFile
      ? /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})$/
      : /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/
  ).exec(value);
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (other) {
    const [a, b] = [Number(other[1]), Number(other[2])];
    [d, m] = order === "mdy" ? [b, a] : [a, b];
    y = Number(other[3]);
    if (other[3]!.length === 2) y += y < 70 ? 2000 : 1900;
  } else return null;
  if (y < 1900 || y > 2200) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
    return null;
  }
  return date.toISOString().slice(0, 10);
}

/**
 * What a date cell says of the order: 'dmy' when its first number cannot be a month (23/1/2023),
 * 'mdy' when its second cannot (1/23/23); null when it does not tell (ISO, 5/3/2025, not a date).
 */
export function dateOrderHint(text: string): DateOrder | null {
  const found = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})\b/.exec(text.trim());
  if (!found) return null;
  const [a, b] = [Number(found[1]), Number(found[2])];
  if (a > 12 && b <= 12) return "dmy";
  if (b > 12 && a <= 12) return "mdy";
  return null;
}

/**
 * An amount as typed in French or English ('1 250 000', '899,90', '1.250.000', '1,250.50') →
 * a decimal string with at most 2 decimals ('899.90'); null when it is not one.
 */
export function parseAmount(text: string, { allowNegative = false } = {}): string | null {
  let value = text.replace(/[\s\u00a0\u202f']/g, "").replace(/(€|EUR|GNF|FG)$/i, "");
  const negative = value.startsWith("-");
  if (negative) {
    if (!allowNegative) return null;
    value = value.slice(1);
  }
  if (!/^[\d.,]+$/.test(value) || !/\d/.test(value)) return null;
  const lastDot = value.lastIndexOf(".");
  const lastComma = value.lastIndexOf(",");
  let integer: string, decimals: string;
  if (lastDot >= 0 && lastComma >= 0) {
    const at = Math.max(lastDot, lastComma);
    integer = value.slice(0, at).replace(/[.,]/g, "");
    decimals = value.slice(at + 1);
  } else if (lastComma >= 0 || lastDot >= 0) {
    const sep = lastComma >= 0 ? "," : ".";
    const parts = value.split(sep);
    // '1.250.000' or '1,250,000': thousands separators; '899,90' or '899.9': decimals.
    if (parts.length > 2 || (parts[1]!.length === 3 && parts.length === 2 && sep === ".")) {
      if (!parts.slice(1).every((p) => p.length === 3)) return null;
      integer = parts.join("");
      decimals = "";
    } else {
      integer = parts[0]!;
      decimals = parts[1]!;
    }
  } else {
    integer = value;
    decimals = "";
  }
  if (!/^\d+$/.test(integer || "0") || !/^\d{0,2}$/.test(decimals)) return null;
  const whole = (integer || "0").replace(/^0+(?=\d)/, "");
  if (whole.length > 14) return null;
  const amount = decimals ? `${whole}.${decimals.padEnd(2, "0")}` : whole;
  return negative ? `-${amount}` : amount;
}
