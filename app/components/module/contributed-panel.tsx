import { Link } from "react-router";
import { PanelCard } from "~/components/ui/panel-card";
import { SubmitButton } from "~/components/ui/submit-button";
import type { ContributedLink, ContributedPanel } from "~/lib/module-contributions";
import { WorkspaceForm } from "./workspace-form";

// What another module adds to a page (decision 0083): a titled card of links with an optional
// form posted to that module's own route, rendered without knowing the module. The form works
// without JavaScript (a post, then the module's redirect back here).

const control =
  "h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-base shadow-sm focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring sm:text-sm";

export function ContributedLinks({ links, testId }: { links: ContributedLink[]; testId: string }) {
  return (
    <ul className="-my-2 grid min-w-0 divide-y" data-testid={testId}>
      {links.map((link) => (
        <li key={link.href} className="grid min-w-0 gap-0.5 py-2">
          <Link
            to={link.href}
            className="min-w-0 rounded-sm text-sm font-medium wrap-break-word underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            {link.label}
          </Link>
          {link.meta ? (
            <span className="text-xs wrap-break-word text-muted-foreground">{link.meta}</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function ContributedPanelCard({ panel }: { panel: ContributedPanel }) {
  const { form } = panel;
  const fieldId = `${panel.id}-${form?.select.name ?? "champ"}`;
  return (
    <PanelCard id={panel.id} heading={panel.title}>
      {panel.links.length === 0 ? (
        <p className="text-sm text-muted-foreground">{panel.empty}</p>
      ) : (
        <ContributedLinks links={panel.links} testId={`${panel.id}-liens`} />
      )}
      {form ? (
        <WorkspaceForm method="post" action={form.action} className="grid gap-2 border-t pt-4">
          {Object.entries(form.hidden).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {form.input ? (
            <>
              <label
                htmlFor={`${panel.id}-texte-${form.input.name}`}
                className="text-sm font-medium"
              >
                {form.input.label}
              </label>
              <input
                id={`${panel.id}-texte-${form.input.name}`}
                name={form.input.name}
                defaultValue={form.input.value}
                maxLength={form.input.maxLength}
                required
                className={control}
              />
            </>
          ) : null}
          <label htmlFor={fieldId} className="text-sm font-medium">
            {form.select.label}
          </label>
          <select id={fieldId} name={form.select.name} required className={control}>
            {form.select.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <SubmitButton label={form.submit} pendingLabel={form.submit} variant="outline" />
        </WorkspaceForm>
      ) : null}
    </PanelCard>
  );
}
