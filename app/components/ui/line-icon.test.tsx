import { readFileSync } from "node:fs";
import {
  AlertTriangle,
  ChevronDown,
  Circle,
  Inbox,
  LayoutDashboard,
  Package,
  Receipt,
} from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { dashboardCategories } from "~/content/dashboard-modules";
import { LineIcon } from "./line-icon";

// The icons built once (decision 0112) draw lucide's own shapes, and take lucide's
// drawing attributes from app.css's `line-icon` rule (decision 0130): the same picture.

const icons = [
  LayoutDashboard,
  Inbox,
  Receipt,
  ChevronDown,
  Circle,
  AlertTriangle,
  Package,
  ...dashboardCategories.flatMap((c) => [c.icon, ...c.modules.map((m) => m.icon)]),
];
const classes = [
  "size-3",
  "size-4 shrink-0",
  "size-4 shrink-0 opacity-60",
  "size-4 shrink-0 text-brand",
];

/** An <svg>'s opening tag's attributes, and what it holds. */
function parts(html: string) {
  const [, opening, shapes] = /^<svg([^>]*)>(.*)<\/svg>$/.exec(html) ?? [];
  if (opening === undefined) throw new Error(`not an svg: ${html}`);
  const attributes = Object.fromEntries(
    [...opening.matchAll(/ ([a-z-]+|viewBox)="([^"]*)"/g)].map(([, name, value]) => [name, value]),
  );
  return { attributes, shapes };
}

describe("LineIcon", () => {
  it("draws each icon's shapes as lucide draws them", () => {
    for (const Icon of icons) {
      for (const className of classes) {
        const ours = parts(renderToStaticMarkup(<LineIcon icon={Icon} className={className} />));
        const lucide = parts(renderToStaticMarkup(<Icon aria-hidden className={className} />));
        expect(ours.shapes).toBe(lucide.shapes);
        expect(ours.attributes).toEqual({
          viewBox: lucide.attributes.viewBox,
          class: `line-icon ${className}`,
          "aria-hidden": "true",
        });
      }
    }
  });

  it("gets from app.css the drawing attributes lucide writes on each icon", () => {
    const lucide = parts(renderToStaticMarkup(<Inbox />)).attributes;
    const css = readFileSync(new URL("../../app.css", import.meta.url), "utf8");
    const rule = /\.line-icon \{([^}]*)\}/.exec(css)?.[1] ?? "";
    const declared = Object.fromEntries(
      [...rule.matchAll(/([a-z-]+):\s*([^;]+);/g)].map(([, name, value]) => [name, value?.trim()]),
    );
    expect(declared).toEqual({
      fill: lucide.fill,
      stroke: lucide.stroke,
      "stroke-width": lucide["stroke-width"],
      "stroke-linecap": lucide["stroke-linecap"],
      "stroke-linejoin": lucide["stroke-linejoin"],
    });
  });

  it("makes an icon's elements once", () => {
    const props = { icon: ChevronDown, className: "size-4" };
    expect(LineIcon(props)).toBe(LineIcon(props));
  });
});
