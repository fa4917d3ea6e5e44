import { useEffect, useRef } from "react";

/**
 * After a refusal, the first field to correct takes the focus (its error is read with it); with
 * no such field, the form scrolls into view so that its message is seen.
 */
export function useFocusFirstError(result: { formError?: string } | undefined) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!result?.formError) return;
    const invalid = form.current?.querySelector<HTMLElement>("[aria-invalid='true']");
    if (invalid) invalid.focus();
    else form.current?.scrollIntoView({ block: "start" });
  }, [result]);
  return form;
}
