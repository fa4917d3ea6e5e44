import type { CreditableView } from "~/content/billing-credit";
import { creditFormTexts as t } from "~/content/billing-credit";
import { controlClass } from "~/components/module/field";
import { cn } from "~/lib/cn";

// The invoice's lines in the credit form: a box to tick each, and how many of it (seats) to
// credit, the whole line by default. What was typed comes back after a refusal.

export function CreditLines({
  credit,
  invoiceId,
  values,
  errors,
}: {
  credit: CreditableView;
  invoiceId: string;
  values: Record<string, string> | undefined;
  errors: Record<string, string>;
}) {
  const ticked = new Set((values?.line ?? "").split(",").filter(Boolean));
  return (
    <fieldset className="grid gap-2">
      <legend className="sr-only">{t.scopes.lines}</legend>
      <ul className="grid gap-2">
        {credit.lines.map((line) => {
          const qty = `qty-${line.index}`;
          const qtyId = `${qty}-${invoiceId}`;
          const error = errors[qty];
          return (
            <li
              key={line.index}
              className="grid grid-cols-[auto_1fr_auto] items-center gap-x-3 gap-y-1 rounded-md border px-3 py-2 text-sm"
            >
              <input
                type="checkbox"
                name="line"
                value={line.index}
                defaultChecked={ticked.has(String(line.index))}
                aria-label={line.description}
                className="size-4 accent-primary"
              />
              <span className="min-w-0 break-words">
                {line.description}
                <span className="block text-xs text-muted-foreground tabular-nums">
                  {line.quantity} · {line.amount}
                </span>
              </span>
              <label htmlFor={qtyId} className="sr-only">
                {t.quantity(line.description)}
              </label>
              <input
                id={qtyId}
                name={qty}
                type="number"
                inputMode="numeric"
                min={1}
                max={line.quantity}
                defaultValue={values?.[qty] ?? String(line.quantity)}
                aria-invalid={error ? true : undefined}
                className={cn(controlClass, "h-9 w-20 tabular-nums")}
              />
              {error ? <p className="col-span-3 text-sm text-destructive">{error}</p> : null}
            </li>
          );
        })}
      </ul>
      {errors.line ? <p className="text-sm text-destructive">{errors.line}</p> : null}
    </fieldset>
  );
}
