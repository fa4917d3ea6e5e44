import { ChevronDown, Inbox, LayoutDashboard } from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { dashboardCategories } from "~/content/dashboard-modules";
import { SidebarIcon } from "./sidebar-icon";

// The sidebar's icons built once are lucide's own (decision 0112): the same HTML for every icon
// the sidebar draws, and the same elements from one render to the next.

const icons = [
  LayoutDashboard,
  Inbox,
  ChevronDown,
  ...dashboardCategories.flatMap((c) => [c.icon, ...c.modules.map((m) => m.icon)]),
];
const classes = ["size-4 shrink-0", "size-4 shrink-0 opacity-60", "size-4 shrink-0 text-brand"];

describe("SidebarIcon", () => {
  it("draws each icon as lucide draws it", () => {
    for (const Icon of icons) {
      for (const className of classes) {
        expect(renderToStaticMarkup(<SidebarIcon icon={Icon} className={className} />)).toBe(
          renderToStaticMarkup(<Icon aria-hidden className={className} />),
        );
      }
    }
  });

  it("makes an icon's elements once", () => {
    const props = { icon: ChevronDown, className: "size-4" };
    expect(SidebarIcon(props)).toBe(SidebarIcon(props));
  });
});
