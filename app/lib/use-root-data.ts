import { useRouteLoaderData } from "react-router";
import type { SiteConfig } from "~/content/site";
import type { ClockParts } from "./format";
import type { Theme } from "./theme";

export interface RootData {
  theme: Theme;
  site: SiteConfig;
  siteUrl: string;
  now: number;
  /** The header clock at `now`, formatted by the server in Conakry's time zone. */
  clock: ClockParts;
  /** The plans' prices, formatted by the server ("100 €"), by amount; see useEuro. */
  euros: Record<number, string>;
}

/** The root loader's data: site config, site URL, theme, request time. */
export function useRootData(): RootData {
  const data = useRouteLoaderData("root") as RootData | undefined;
  if (!data) throw new Error("The root loader data is missing.");
  return data;
}
