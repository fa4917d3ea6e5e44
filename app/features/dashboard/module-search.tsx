import { Search } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from "react";
import type { KeyboardEvent } from "react";
import { Form, useLocation, useNavigate, useSearchParams } from "react-router";
import { dashboardTexts } from "~/content/dashboard";
import { DASHBOARD_PATH } from "~/content/dashboard-links";
import { cn } from "~/lib/cn";
import { useAccount } from "./account-context";
import { searchModules, ticketEntry, type SearchEntry } from "./search";
import { UpcomingBadge } from "./upcoming-badge";

const noop = () => () => {};
const isApple = () => /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * The header search (ARIA combobox with a listbox): filters the services as the user types,
 * arrow keys move, Enter opens, Escape closes, Ctrl+K / ⌘+K focuses; a ticket number typed by a
 * signed-in person offers that ticket. Without JavaScript it is a
 * GET form to /dashboard?q=…, whose page lists the same results.
 */
export function ModuleSearch() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const initial = location.pathname === DASHBOARD_PATH ? (params.get("q") ?? "") : "";
  const [query, setQuery] = useState(initial);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const apple = useSyncExternalStore(noop, isApple, () => false);
  const id = useId();
  const listId = `${id}-resultats`;
  const optionId = (i: number) => `${id}-option-${i}`;
  // Signed in with a workspace, a ticket number comes first ('Ticket TCK-000123').
  const withTickets = Boolean(useAccount()?.workspace);
  const results = useMemo<SearchEntry[]>(() => {
    const ticket = withTickets ? ticketEntry(query) : null;
    return ticket ? [ticket, ...searchModules(query)] : searchModules(query);
  }, [query, withTickets]);
  const expanded = open && query.trim() !== "";

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") {
        event.preventDefault();
        input.current?.focus();
        input.current?.select();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  useEffect(() => {
    if (active >= 0)
      document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
  });

  const choose = (service: SearchEntry) => {
    setOpen(false);
    setActive(-1);
    setQuery("");
    input.current?.blur();
    void navigate(service.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = results.length;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      if (count === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (i < 0 ? (step > 0 ? 0 : count - 1) : (i + step + count) % count));
    } else if (event.key === "Enter" && expanded && count > 0) {
      event.preventDefault();
      const chosen = results[active >= 0 ? active : 0];
      if (chosen) choose(chosen);
    } else if (event.key === "Escape") {
      event.preventDefault();
      if (expanded) setOpen(false);
      else setQuery("");
      setActive(-1);
    }
  };

  return (
    <Form method="get" action={DASHBOARD_PATH} role="search" className="relative w-full max-w-md">
      <label htmlFor={`${id}-champ`} className="sr-only">
        {dashboardTexts.searchLabel}
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <input
        ref={input}
        id={`${id}-champ`}
        name="q"
        type="text"
        enterKeyHint="search"
        autoComplete="off"
        spellCheck={false}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-keyshortcuts="Control+K Meta+K"
        placeholder={dashboardTexts.searchPlaceholder}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        data-testid="service-search"
        className="h-9 w-full rounded-md border border-input bg-background pr-3 pl-9 text-sm text-ellipsis placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring sm:pr-16"
      />
      <kbd
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-2 hidden -translate-y-1/2 rounded border bg-muted px-1.5 font-sans text-[0.7rem] font-medium text-muted-foreground sm:inline-block"
      >
        {apple ? "⌘" : "Ctrl"} K
      </kbd>
      <ul
        id={listId}
        role="listbox"
        aria-label={dashboardTexts.searchLabel}
        hidden={!expanded || results.length === 0}
        className="absolute inset-x-0 top-full z-50 mt-1 max-h-80 max-sm:fixed max-sm:inset-x-3 max-sm:top-16 overflow-y-auto rounded-lg border bg-popover p-1 text-popover-foreground shadow-lg"
      >
        {results.map((service, i) => (
          // The keyboard acts on the input (aria-activedescendant); the option only takes clicks.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={service.id}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            data-testid="search-option"
            data-href={service.href}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(service)}
            onMouseMove={() => setActive(i)}
            className={cn(
              "flex cursor-pointer items-center gap-3 rounded-md px-2 py-2 text-sm",
              i === active && "bg-accent text-accent-foreground",
            )}
          >
            <service.icon aria-hidden className="size-4 shrink-0 text-brand" />
            <span className="min-w-0 flex-1 truncate">{service.title}</span>
            {service.available ? null : <UpcomingBadge />}
            <span className="hidden truncate text-xs text-muted-foreground sm:block">
              {service.categoryName}
            </span>
          </li>
        ))}
      </ul>
      {expanded && results.length === 0 ? (
        <p className="absolute inset-x-0 top-full z-50 mt-1 rounded-lg max-sm:fixed max-sm:inset-x-3 max-sm:top-16 border bg-popover p-3 text-sm text-muted-foreground shadow-lg">
          {dashboardTexts.noResults(query.trim())}
        </p>
      ) : null}
      <p role="status" className="sr-only">
        {expanded ? dashboardTexts.resultCount(results.length) : ""}
      </p>
    </Form>
  );
}
