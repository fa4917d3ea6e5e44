import { createElement, type ReactElement } from "react";
import type { LucideIcon } from "lucide-react";

// The sidebar's icons, drawn as lucide draws them but built once (decision 0112). lucide-react
// builds each icon's attributes anew at every render (defaults spread, classes merged, one
// element per path): the sidebar draws ~40 icons on every dashboard page, half of its render.
// Each (icon, class) pair is made once into the same elements lucide makes (the HTML is the
// same: sidebar-icon.test.tsx compares them), then rendered again as they are. An icon whose
// data cannot be read (another lucide version) is drawn by lucide itself.

interface IconData {
  name?: string;
  aliases?: string[];
  node: [string, Record<string, string>][];
}

/** The icon's data, from the element its wrapper makes (no hook runs there); null if unknown. */
function iconDataOf(icon: LucideIcon): IconData | null {
  const render = (icon as unknown as { render?: (props: object, ref: null) => unknown }).render;
  if (typeof render !== "function") return null;
  const element = render({}, null) as { props?: { icon?: IconData } } | null;
  const data = element?.props?.icon;
  return data && Array.isArray(data.node) ? data : null;
}

function build(icon: LucideIcon, className: string): ReactElement {
  const data = iconDataOf(icon);
  if (!data) return createElement(icon, { "aria-hidden": true, className });
  const named = [data.name, ...(data.aliases ?? [])].filter((n) => n?.trim());
  const classes = new Set(
    ["lucide", ...named.map((n) => `lucide-${n}`), ...className.split(/\s+/)].filter(Boolean),
  );
  return createElement(
    "svg",
    {
      xmlns: "http://www.w3.org/2000/svg",
      width: 24,
      height: 24,
      viewBox: "0 0 24 24",
      fill: "none",
      stroke: "currentColor",
      strokeWidth: 2,
      strokeLinecap: "round",
      strokeLinejoin: "round",
      className: [...classes].join(" "),
      "aria-hidden": true,
    },
    ...data.node.map(([tag, attrs]) => createElement(tag, attrs)),
  );
}

const built = new WeakMap<LucideIcon, Map<string, ReactElement>>();

/** `icon` as lucide draws it with `aria-hidden` and `className`, made once and reused. */
export function SidebarIcon({ icon, className }: { icon: LucideIcon; className: string }) {
  let byClass = built.get(icon);
  if (!byClass) built.set(icon, (byClass = new Map()));
  let element = byClass.get(className);
  if (!element) byClass.set(className, (element = build(icon, className)));
  return element;
}
