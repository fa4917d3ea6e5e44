import { parseAmount } from "~/contracts/money";
import {
  CREDIT_SCOPES,
  creditFormTexts as t,
  type CreditScopeKind,
} from "~/content/billing-credit";
import { hasControlCharacters } from "~/lib/text-controls";
import { textField } from "~/server/platform/form.server";
import { FieldRefusal } from "~/server/platform/refusal.server";
import type { CreditRequest, CreditScope } from "./credit-notes.server";
import { CURRENCIES } from "./schema.server";

// 'Émettre un avoir' posted (decision 0118): what to credit — the whole invoice (a form without
// `scope`, as the first one), the ticked lines (`line`, each with its `qty-<index>`), or a free
// amount including VAT in EUR or GNF — and the reason, required for a partial credit. A wrong
// field: a 400 naming it, the input kept by the page.

const MAX_REASON = 200;

function readScope(form: FormData, kind: CreditScopeKind, errors: Record<string, string>) {
  if (kind === "all") return { kind } satisfies CreditScope;
  if (kind === "lines") {
    const picked = form.getAll("line").filter((v): v is string => typeof v === "string");
    const lines = picked.map((value) => {
      const index = /^\d{1,3}$/.test(value) ? Number(value) : -1;
      const text = textField(form, `qty-${value}`).trim();
      const quantity = /^\d{1,6}$/.test(text) ? Number(text) : 0;
      if (index < 0 || quantity < 1) errors[`qty-${value}`] = t.errors.quantity;
      return { index, quantity };
    });
    if (!lines.length) errors.line = t.errors.lines;
    return { kind, lines } satisfies CreditScope;
  }
  const currency = textField(form, "currency");
  const known = CURRENCIES.find((c) => c === currency);
  const amountMinor = known ? parseAmount(textField(form, "amount"), known) : null;
  if (!known || amountMinor === null) errors.amount = t.errors.amount;
  return { kind, currency: known ?? "EUR", amountMinor: amountMinor ?? 0 } satisfies CreditScope;
}

export function readCreditRequest(form: FormData): CreditRequest {
  const errors: Record<string, string> = {};
  const sent = textField(form, "scope") || "all";
  const kind = CREDIT_SCOPES.find((s) => s === sent);
  if (!kind) throw new FieldRefusal(400, t.errors.check, { scope: t.errors.scope });
  const scope = readScope(form, kind, errors);
  const reason = textField(form, "reason").trim();
  const badReason = reason.length > MAX_REASON || hasControlCharacters(reason);
  if (badReason || (kind !== "all" && reason === "")) errors.reason = t.errors.reason;
  if (Object.keys(errors).length) throw new FieldRefusal(400, t.errors.check, errors);
  return { scope, reason: reason || null };
}
