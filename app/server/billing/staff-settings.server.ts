import { desc, sql } from "drizzle-orm";
import { z } from "zod";
import { formatRate, parseRate } from "~/contracts/money";
import { billingSettingsTexts as s, ratesTexts as r } from "~/content/billing-staff-forms";
import type { Db } from "~/server/db/client.server";
import { textField } from "~/server/platform/form.server";
import { parseFields } from "~/server/platform/field-parse.server";
import { FieldRefusal, WorkspaceError } from "~/server/platform/refusal.server";
import type { JournalActor } from "~/server/workspaces/journal.server";
import { isDayUpTo } from "./payment-form.server";
import { billingExchangeRate, billingSettings } from "./schema.server";
import { inBillingStaff } from "./staff-scope.server";

// The company's own billing tables, which staff write as the application (no workspace in them,
// decision 0110): the EUR → GNF rate of each day, and the one row of settings (payment
// instructions, VAT, terms), saved with its version (a stale form: 409, the input kept).

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export interface RateRow {
  day: string;
  rate: string;
  enteredBy: string;
}

export async function listRates(db: Db, limit = 30): Promise<RateRow[]> {
  const rows = await inBillingStaff(db, (tx) =>
    tx.select().from(billingExchangeRate).orderBy(desc(billingExchangeRate.day)).limit(limit),
  );
  return rows.map((row) => ({
    day: row.day,
    rate: formatRate(row.rateE4),
    enteredBy: row.enteredByName,
  }));
}

/** 'Enregistrer le taux': the day's rate, replaced when the day already has one. */
export async function saveRate(db: Db, form: FormData, actor: JournalActor, now = new Date()) {
  const day = textField(form, "day");
  const rateE4 = parseRate(textField(form, "rate"));
  const errors: Record<string, string> = {};
  if (!isDayUpTo(day, isoDay(new Date(now.getTime() + DAY_MS)))) errors.day = r.errors.day;
  if (rateE4 === null) errors.rate = r.errors.rate;
  if (rateE4 === null || errors.day) {
    throw new FieldRefusal(400, errors.day ?? errors.rate!, errors);
  }
  const values = { day, rateE4, enteredBy: actor.id, enteredByName: actor.name };
  await db
    .insert(billingExchangeRate)
    .values(values)
    .onConflictDoUpdate({ target: billingExchangeRate.day, set: { ...values, createdAt: now } });
  return day;
}

export type BillingSettingsRow = typeof billingSettings.$inferSelect;

export async function loadBillingSettings(db: Db): Promise<BillingSettingsRow> {
  const [row] = await inBillingStaff(db, (tx) => tx.select().from(billingSettings));
  if (!row) throw new WorkspaceError(503, s.errors.stale);
  return row;
}

const text = z.string().trim().max(160, s.errors.text);
const days = z
  .string()
  .trim()
  .regex(/^\d{1,4}$/, s.errors.days)
  .transform(Number)
  .refine((n) => n >= 1 && n <= 3650, s.errors.days);

const settingsSchema = z.object({
  bankName: text,
  bankHolder: text,
  bankAccount: text,
  orangeMoney: text,
  mtnMomo: text,
  vat: z
    .string()
    .trim()
    .regex(/^\d{1,3}(?:[.,]\d{1,2})?$/, s.errors.vat)
    .transform((v) => {
      const [whole, fraction = ""] = v.replace(",", ".").split(".");
      return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
    })
    .refine((bp) => bp <= 10_000, s.errors.vat),
  paymentTermsDays: days,
  suspendAfterDays: days,
  retentionDays: days,
  version: z
    .string()
    .regex(/^\d{1,15}$/, s.errors.stale)
    .transform(Number),
});

/** 'Enregistrer les paramètres': every field at once, if the row is still the version shown. */
export async function saveBillingSettings(db: Db, form: FormData) {
  const names = Object.keys(settingsSchema.shape);
  const v = parseFields(
    settingsSchema,
    Object.fromEntries(names.map((name) => [name, textField(form, name)])),
    s.errors.check,
  );
  const saved = await db
    .update(billingSettings)
    .set({
      bankName: v.bankName,
      bankHolder: v.bankHolder,
      bankAccount: v.bankAccount,
      orangeMoney: v.orangeMoney,
      mtnMomo: v.mtnMomo,
      vatRateBp: v.vat,
      paymentTermsDays: v.paymentTermsDays,
      suspendAfterDays: v.suspendAfterDays,
      retentionDays: v.retentionDays,
      version: sql`${billingSettings.version} + 1`,
      updatedAt: new Date(),
    })
    .where(sql`${billingSettings.id} = 1 and ${billingSettings.version} = ${v.version}`)
    .returning({ id: billingSettings.id });
  if (saved.length === 0) throw new WorkspaceError(409, s.errors.stale);
}
