import type { ReactNode } from "react";
import { SettingsHeader, type SettingsSection } from "./settings-header";

/**
 * Every settings page's frame: one width for all (the journal's and the billing's tables need
 * it), so that the title and the tabs stay in place from one tab to the next; `narrow` keeps a
 * page's forms at a reading width inside it. Each page chose its own width before, and the title
 * moved sideways between tabs.
 */
export function SettingsFrame({
  current,
  lead,
  narrow = false,
  children,
}: {
  current: SettingsSection;
  lead: string;
  narrow?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <SettingsHeader current={current} lead={lead} />
      {narrow ? <div className="grid max-w-3xl gap-6">{children}</div> : children}
    </div>
  );
}
