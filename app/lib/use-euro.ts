import { formatEuro } from "./format";
import { useRootData } from "./use-root-data";

/**
 * formatEuro for components: the plans' prices come already formatted in the root data, so that
 * hydrating a page of prices builds no Intl formatter (tens of milliseconds on a phone). Any
 * other amount is formatted here.
 */
export function useEuro(): (amount: number) => string {
  const { euros } = useRootData();
  return (amount) => euros[amount] ?? formatEuro(amount);
}
