import { Check, ChevronsUpDown, Plus } from "lucide-react";
import { useEffect, useRef, type RefObject } from "react";
import { useLocation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import {
  switcherTexts as t,
  WORKSPACE_NAME_MAX,
  WORKSPACE_SWITCH_PATH,
} from "~/content/workspace-switcher";
import { cn } from "~/lib/cn";
import type { WorkspaceOption } from "./account";
import { useAccount } from "./account-context";

const itemClass = cn(
  "flex w-full items-center gap-2.5 rounded-md px-2 py-1.5 text-left text-sm",
  "focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring",
);

/** The workspace's initial in a small square (the same colour for every workspace). */
function WorkspaceMark({ name, className }: { name: string | null; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        "grid size-8 shrink-0 place-items-center rounded-md bg-primary/10 text-sm font-semibold text-primary",
        className,
      )}
    >
      {name ? ([...name.trim()][0] ?? "?").toLocaleUpperCase("fr-FR") : <Plus className="size-4" />}
    </span>
  );
}

/** Where to come back after a switch: this page (the server drops any earlier notice). */
function useReturnTo(): string {
  const location = useLocation();
  return `${location.pathname}${location.search}`;
}

/**
 * The workspace switcher (top of the sidebar and of the mobile menu): the active workspace, and
 * once opened, the person's workspaces and 'Créer un espace de travail'. A native disclosure with
 * one small POST form per workspace, so it works without JavaScript and with the keyboard (the
 * summary is a button, Enter or Space opens it); with JavaScript, Escape and a click outside
 * close it. Choosing a workspace reloads the page in it.
 */
export function WorkspaceSwitcher({
  idPrefix,
  className,
}: {
  idPrefix: string;
  className?: string;
}) {
  const account = useAccount();
  const details = useRef<HTMLDetailsElement>(null);
  const returnTo = useReturnTo();
  useDismiss(details);
  if (!account) return null;
  const active = account.workspace;
  const others = account.workspaces.filter((w) => !w.active);
  const current = account.workspaces.find((w) => w.active);

  return (
    <details
      ref={details}
      data-testid="workspace-switcher"
      className={cn("group/switcher", className)}
    >
      <summary
        data-testid="workspace-switcher-toggle"
        className={cn(
          "flex w-full cursor-pointer list-none items-center gap-2.5 rounded-lg border bg-background px-2 py-1.5 text-left shadow-xs transition-colors hover:bg-accent",
          "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden",
        )}
      >
        <WorkspaceMark name={active?.name ?? null} />
        <span className="min-w-0 flex-1">
          <span className="sr-only">{t.label}&nbsp;: </span>
          <span className="block truncate text-sm font-medium" data-testid="active-workspace">
            {active?.name ?? t.noWorkspace}
          </span>
          <span className="block truncate text-xs text-muted-foreground">
            {active?.roleLabel ?? t.noWorkspaceHint}
          </span>
        </span>
        <ChevronsUpDown aria-hidden className="size-4 shrink-0 text-muted-foreground" />
      </summary>

      <div className="mt-2 grid gap-1 rounded-lg border bg-popover p-1 text-popover-foreground shadow-md">
        {current ? (
          <ul
            aria-label={t.listLabel}
            className="flex max-h-64 min-w-0 flex-col gap-0.5 overflow-y-auto"
          >
            <li className="min-w-0">
              <p aria-current="true" className={cn(itemClass, "bg-accent/60")}>
                <WorkspaceMark name={current.name} className="size-6 text-xs" />
                <OptionText option={current} />
                <Check aria-hidden className="size-4 shrink-0 text-primary" />
                <span className="sr-only">({t.active})</span>
              </p>
            </li>
            {others.map((option) => (
              <li key={option.id} className="min-w-0">
                <form method="post" action={WORKSPACE_SWITCH_PATH}>
                  <input type="hidden" name="intent" value="switch" />
                  <input type="hidden" name="organizationId" value={option.id} />
                  <input type="hidden" name="returnTo" value={returnTo} />
                  <button
                    type="submit"
                    className={cn(itemClass, "cursor-pointer hover:bg-accent")}
                    data-testid="workspace-option"
                  >
                    <WorkspaceMark name={option.name} className="size-6 text-xs" />
                    <OptionText option={option} />
                  </button>
                </form>
              </li>
            ))}
          </ul>
        ) : null}
        <CreateWorkspaceForm idPrefix={idPrefix} returnTo={returnTo} separated={!!current} />
      </div>
    </details>
  );
}

function OptionText({ option }: { option: WorkspaceOption }) {
  return (
    <span className="min-w-0 flex-1">
      <span className="block truncate font-medium">{option.name}</span>
      <span className="block truncate text-xs text-muted-foreground">{option.roleLabel}</span>
    </span>
  );
}

/** 'Créer un espace de travail': a name, then the new workspace is the active one. */
export function CreateWorkspaceForm({
  idPrefix,
  returnTo,
  separated,
}: {
  idPrefix: string;
  returnTo: string;
  separated?: boolean;
}) {
  const trialDays = useAccount()?.newWorkspaceTrialDays ?? null;
  const hint =
    trialDays === null
      ? t.createHint
      : trialDays > 0
        ? t.createHintShared(trialDays)
        : t.createHintOver;
  const inputId = `${idPrefix}-nouvel-espace`;
  const hintId = `${inputId}-aide`;
  return (
    <form
      method="post"
      action={WORKSPACE_SWITCH_PATH}
      className={cn("grid gap-2 p-2", separated && "border-t pt-3")}
    >
      <input type="hidden" name="intent" value="create" />
      <input type="hidden" name="returnTo" value={returnTo} />
      <label htmlFor={inputId} className="text-sm font-medium">
        {t.createHeading}
      </label>
      <input
        id={inputId}
        name="name"
        required
        maxLength={WORKSPACE_NAME_MAX}
        autoComplete="organization"
        placeholder={t.createPlaceholder}
        aria-describedby={hintId}
        className="h-9 w-full min-w-0 rounded-md border border-input bg-background px-2.5 text-base shadow-xs placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring sm:text-sm"
      />
      <p id={hintId} className="text-xs text-muted-foreground">
        {hint}
      </p>
      <button type="submit" className={cn(buttonClass("primary", "sm"), "w-full")}>
        <Plus aria-hidden />
        {t.createSubmit}
      </button>
    </form>
  );
}

/** With JavaScript, Escape (focus back on the summary) and a click outside close the switcher. */
function useDismiss(ref: RefObject<HTMLDetailsElement | null>) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !element.open) return;
      event.stopPropagation();
      element.open = false;
      element.querySelector("summary")?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (element.open && !element.contains(event.target as Node)) element.open = false;
    };
    element.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      element.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [ref]);
}
