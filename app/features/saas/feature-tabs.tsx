import { Check } from "lucide-react";
import { Tabs } from "radix-ui";
import { useState } from "react";
import { DEFAULT_FEATURE_TAB, featureTabs, type FeatureTabId } from "~/content/saas";
import { cn } from "~/lib/cn";

// Radix Tabs, rendered so that the server HTML carries no inline style (the CSP refuses them)
// and holds every panel's words: the panels are force-mounted and hidden by us, and their inline
// `animation-duration` (and the list's `outline`) are overridden with nothing.
// See docs/decisions/2026-11-22-tabs-and-faq-under-csp.md.
const noStyle = { animationDuration: undefined, outline: undefined };

/** The three feature themes of the platform, helpdesk first (SPEC section 4). */
export function FeatureTabs() {
  const [active, setActive] = useState<FeatureTabId>(DEFAULT_FEATURE_TAB);
  return (
    <Tabs.Root
      value={active}
      onValueChange={(value) => setActive(value as FeatureTabId)}
      className="grid gap-8"
    >
      <Tabs.List
        aria-label="Fonctionnalités de la plateforme"
        style={noStyle}
        className="mx-auto grid w-full max-w-xl grid-cols-3 gap-1 rounded-xl border bg-muted p-1"
      >
        {featureTabs.map((tab) => (
          <Tabs.Trigger
            key={tab.id}
            value={tab.id}
            className={cn(
              "inline-flex items-center justify-center gap-2 rounded-lg px-2 py-2.5 text-sm font-medium text-muted-foreground transition-colors",
              "hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
              "data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm",
            )}
          >
            <tab.icon aria-hidden className="hidden size-4 sm:block" />
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {featureTabs.map((tab) => (
        <Tabs.Content key={tab.id} value={tab.id} forceMount asChild>
          <div
            hidden={active !== tab.id}
            style={noStyle}
            className="rounded-2xl border bg-card p-6 shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:p-10"
          >
            <div className="grid gap-10 lg:grid-cols-[1fr_2fr]">
              <div>
                <span className="inline-flex size-11 items-center justify-center rounded-lg bg-primary/10 text-brand">
                  <tab.icon aria-hidden className="size-5" />
                </span>
                <h3 className="mt-4 text-2xl font-semibold tracking-tight">{tab.title}</h3>
                <p className="mt-3 leading-relaxed text-muted-foreground">{tab.lead}</p>
              </div>
              <ul className="grid gap-4 sm:grid-cols-3 lg:gap-6">
                {tab.features.map((f) => (
                  <li key={f.title} className="rounded-xl border bg-background p-5">
                    <Check aria-hidden className="size-5 text-brand" />
                    <p className="mt-3 font-semibold">{f.title}</p>
                    <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{f.text}</p>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
