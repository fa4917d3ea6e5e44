import { Form } from "react-router";
import { PORTAL_HELP_FIELD, portalHelpTexts as t } from "~/content/module-contributions";
import type { ContributedLink } from "~/lib/module-contributions";
import { ContributedLinks } from "./contributed-panel";

// The requester portal's help search (decision 0083): a GET form (no JavaScript needed) whose
// answer lists what the modules suggest for the words typed; the request form stays below.

const control =
  "h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-base shadow-sm focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring sm:text-sm";

export function PortalHelp({ query, links }: { query: string; links: ContributedLink[] }) {
  return (
    <section
      aria-labelledby="aide-titre"
      className="mt-6 grid gap-3 rounded-lg border bg-muted/40 p-4"
    >
      <h2 id="aide-titre" className="text-base font-semibold">
        {t.title}
      </h2>
      <p className="text-sm text-pretty text-muted-foreground">{t.lead}</p>
      <Form method="get" role="search" className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="grid min-w-0 flex-1 gap-1">
          <label htmlFor="aide-question" className="text-sm font-medium">
            {t.label}
          </label>
          <input
            id="aide-question"
            name={PORTAL_HELP_FIELD}
            type="search"
            defaultValue={query}
            maxLength={100}
            className={control}
          />
        </div>
        <button
          type="submit"
          className="h-10 rounded-md border border-input bg-background px-4 text-sm font-medium shadow-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {t.submit}
        </button>
      </Form>
      {query ? (
        <div aria-live="polite" className="grid gap-2">
          {links.length > 0 ? (
            <>
              <p className="text-sm font-medium">{t.found(links.length)}</p>
              <ContributedLinks links={links} testId="aide-suggestions" />
            </>
          ) : (
            <p className="text-sm text-muted-foreground">{t.none}</p>
          )}
        </div>
      ) : null}
    </section>
  );
}
