import { useEffect, useRef, useState } from "react";
import { FeaturePanel, LIST_LABEL, listClass, panelClass, TabLabel } from "./feature-panel";
import { PlainTabsContent, PlainTabsList, PlainTabsTrigger } from "~/components/ui/plain-tabs";
import { DEFAULT_FEATURE_TAB, featureTabs, type FeatureTabId } from "~/content/saas";
import { useLazyOnDemand } from "~/lib/use-lazy-on-demand";

const loadRadix = () => import("./feature-tabs-radix").then((m) => m.RadixFeatureTabs);

/**
 * The three feature themes of the platform, helpdesk first (SPEC section 4). The page first
 * renders plain tabs with the same markup, roles and look; Radix's (arrow keys, Home/End, roving
 * focus) is loaded when the tabs near the viewport or at the first hover, focus or click, so that
 * hydrating the page does not pay for it (see docs/decisions/0015-hydration-cost.md).
 */
export function FeatureTabs() {
  const [active, setActive] = useState<FeatureTabId>(DEFAULT_FEATURE_TAB);
  const [Radix, load] = useLazyOnDemand(loadRadix);
  const root = useRef<HTMLDivElement>(null);
  const focusedTab = useRef<FeatureTabId | null>(null);

  useEffect(() => {
    const el = root.current;
    if (!el || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        observer.disconnect();
        void load();
      },
      { rootMargin: "400px 0px" },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [load]);

  // A keyboard user keeps their place when the plain tabs give way to Radix's.
  useEffect(() => {
    if (!Radix || !focusedTab.current) return;
    root.current?.querySelector<HTMLElement>(`[data-tab-id="${focusedTab.current}"]`)?.focus();
  }, [Radix]);

  if (Radix) {
    return (
      <div ref={root}>
        <Radix active={active} onActiveChange={setActive} />
      </div>
    );
  }
  const upgrade = () => void load();
  return (
    <div ref={root}>
      <div className="grid gap-8">
        <PlainTabsList aria-label={LIST_LABEL} className={listClass} onPointerEnter={upgrade}>
          {featureTabs.map((tab) => (
            <PlainTabsTrigger
              key={tab.id}
              selected={active === tab.id}
              id={`onglet-${tab.id}`}
              aria-controls={`panneau-${tab.id}`}
              data-tab-id={tab.id}
              onFocus={() => {
                focusedTab.current = tab.id;
                upgrade();
              }}
              onClick={() => {
                setActive(tab.id);
                upgrade();
              }}
            >
              <TabLabel tab={tab} />
            </PlainTabsTrigger>
          ))}
        </PlainTabsList>
        {featureTabs.map((tab) => (
          <PlainTabsContent
            key={tab.id}
            selected={active === tab.id}
            id={`panneau-${tab.id}`}
            aria-labelledby={`onglet-${tab.id}`}
            className={panelClass}
          >
            <FeaturePanel tab={tab} />
          </PlainTabsContent>
        ))}
      </div>
    </div>
  );
}
