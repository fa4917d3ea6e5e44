import { useEffect, useRef } from "react";

/** After a refusal, the first field to correct takes the focus (its error is read with it). */
export function useFocusFirstError(refused: unknown) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!refused) return;
    const invalid = form.current?.querySelector<HTMLElement>("[aria-invalid='true']");
    if (invalid) invalid.focus();
    else form.current?.scrollIntoView({ block: "start" });
  }, [refused]);
  return form;
}
