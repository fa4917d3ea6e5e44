import { CURRENCIES } from "~/content/inventory";
import {
  CURRENCY_KEY,
  DATE_ORDER_KEY,
  DATE_ORDERS,
  valueTexts as t,
} from "~/content/inventory-import-values";
import type { ImportReadingView } from "~/contracts/inventory-import";
import { selectClass } from "./import-mapping";

// How the file's values are read: the dates' order (read from the file, or chosen) and the
// currency of its prices when it has no currency column. Plain selects of the preview's form.

export function ImportReading({
  reading,
  kept,
}: {
  reading: ImportReadingView;
  kept?: Record<string, string>;
}) {
  return (
    <div className="grid min-w-0 gap-4 sm:grid-cols-2" data-testid="import-reading">
      {reading.hasDates ? (
        <div className="grid min-w-0 content-start gap-1.5">
          <label htmlFor="ordre-des-dates" className="text-sm font-medium">
            {t.dateOrder}
          </label>
          <select
            id="ordre-des-dates"
            name={DATE_ORDER_KEY}
            defaultValue={kept?.[DATE_ORDER_KEY] ?? reading.dateOrder}
            aria-describedby="ordre-des-dates-aide"
            className={selectClass}
          >
            {DATE_ORDERS.map((order) => (
              <option key={order} value={order}>
                {t.dateOrderLabels[order]}
              </option>
            ))}
          </select>
          <p id="ordre-des-dates-aide" className="text-sm text-pretty text-muted-foreground">
            {t.dateOrderHint(reading.detected)}
          </p>
        </div>
      ) : null}
      {reading.needsCurrency ? (
        <div className="grid min-w-0 content-start gap-1.5">
          <label htmlFor="devise" className="text-sm font-medium">
            {t.currency}
          </label>
          <select
            id="devise"
            name={CURRENCY_KEY}
            defaultValue={kept?.[CURRENCY_KEY] ?? reading.currency ?? ""}
            aria-describedby="devise-aide"
            className={selectClass}
          >
            <option value="">{t.currencyNone}</option>
            {CURRENCIES.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </select>
          <p id="devise-aide" className="text-sm text-pretty text-muted-foreground">
            {t.currencyHint}
          </p>
        </div>
      ) : null}
    </div>
  );
}
