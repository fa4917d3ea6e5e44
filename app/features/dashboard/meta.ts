import type { MetaDescriptor } from "react-router";
import { dashboardTexts } from "~/content/dashboard";
import { pageMeta, type RootMetaData } from "~/lib/seo";

/** Title and tags of a dashboard page: its own title, never indexed. */
export function dashboardMeta(
  root: RootMetaData,
  page: { title?: string; description: string; path: string },
): MetaDescriptor[] {
  const parts = [page.title, dashboardTexts.indexLabel, root.brandName].filter(Boolean);
  return pageMeta(root, {
    title: parts.join(" | "),
    description: page.description,
    path: page.path,
    noindex: true,
  });
}
