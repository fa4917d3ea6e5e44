import { Download } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { INVENTORY_PATH } from "~/content/inventory";
import { IMPORT_PATH, importReportPath, importTexts as t } from "~/content/inventory-import";
import type { ImportResultView } from "~/contracts/inventory-import";
import { cardClass, ImportShell } from "./import-shell";

// After the import: the counts, the report and the way to the list.

export function ImportResult({ result }: { result: ImportResultView }) {
  return (
    <ImportShell
      back={INVENTORY_PATH}
      backLabel={t.back}
      title={t.doneTitle}
      lead={t.resultFile(result.fileName)}
    >
      <div className={`${cardClass} grid gap-5`} data-testid="import-result">
        <FormAlert tone="success">{t.done(result.imported, result.skipped)}</FormAlert>
        <div className="flex flex-wrap gap-3">
          <Link to={INVENTORY_PATH} className={`${buttonClass("primary", "md")} max-sm:w-full`}>
            {t.toList}
          </Link>
          <a
            href={importReportPath(result.id)}
            download
            className={`${buttonClass("outline", "md")} max-sm:w-full`}
          >
            <Download aria-hidden />
            {t.report}
          </a>
          <Link to={IMPORT_PATH} className={`${buttonClass("ghost", "md")} max-sm:w-full`}>
            {t.newFile}
          </Link>
        </div>
      </div>
    </ImportShell>
  );
}
