import type { FormEvent } from "react";
import { useSubmit } from "react-router";

/**
 * The submit of a list's GET filter form with JavaScript: empty fields are left out of the URL,
 * so that a plain list is a plain address (without JavaScript the form submits as it is).
 */
export function useFilterSubmit(action: string) {
  const submit = useSubmit();
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string" && value.trim() !== "") params.append(key, value);
    }
    void submit(params, { method: "get", action });
  };
}
