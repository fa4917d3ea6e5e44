import { useEffect, useRef } from "react";

// A module form after a refusal (docs/decisions/0082-module-ui-kit.md): the first field to
// correct takes the focus (its error is read with it); with no such field, the form scrolls into
// view so that its message is seen. Give it the refusal (anything truthy), put the ref on the form.
//
//   const form = useFocusFirstError(result && !result.ok ? result : undefined);
//   <WorkspaceForm ref={form} …>

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
