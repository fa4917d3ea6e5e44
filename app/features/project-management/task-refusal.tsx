import { FormAlert } from "~/components/ui/form-alert";
import type { TaskResult } from "~/content/project-management-tasks";

/** The result of one of the page's forms: its refusal when `intents` sent it. */
export const refusalOf = (result: TaskResult | undefined, ...intents: string[]) =>
  result && intents.includes(result.intent) ? result : undefined;

/** A form's French refusal, where that form is. */
export function TaskRefusal({ result }: { result?: TaskResult }) {
  return result ? <FormAlert tone="error">{result.formError}</FormAlert> : null;
}

/** A value the refused form sent again (what was typed). */
export const typed = (result: TaskResult | undefined, name: string) => {
  const value = (result?.values as Record<string, unknown> | undefined)?.[name];
  return typeof value === "string" ? value : undefined;
};
