import { createElement, type ReactElement } from "react";
import type { LucideIcon } from "lucide-react";

// Icons drawn many times a page (the sidebar's ~45, the list rows' badges), from lucide's own
// shapes but built once (decision 0112) and light (decision 0130). lucide-react builds each
// icon's attributes anew at every render; here each (icon, class) pair is made once and
// rendered again as it is. The stroke, fill and caps that lucide writes on every <svg> (xmlns,
// width, height, fill, stroke, stroke-width, stroke-linecap, stroke-linejoin) come from the
// `line-icon` rule of app.css instead, once for the page: the same drawing with 8 attributes
// fewer on each icon. The size comes from the class (size-4, size-3), as it did. An icon whose
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
  return createElement(
    "svg",
    { viewBox: "0 0 24 24", className: `line-icon ${className}`, "aria-hidden": true },
    ...data.node.map(([tag, attrs]) => createElement(tag, attrs)),
  );
}

const built = new WeakMap<LucideIcon, Map<string, ReactElement>>();

/** `icon`'s shapes as lucide draws them, with `aria-hidden` and `className`, made once. */
export function LineIcon({ icon, className }: { icon: LucideIcon; className: string }) {
  let byClass = built.get(icon);
  if (!byClass) built.set(icon, (byClass = new Map()));
  let element = byClass.get(className);
  if (!element) byClass.set(className, (element = build(icon, className)));
  return element;
}
