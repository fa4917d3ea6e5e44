import { createContext, useContext } from "react";
import type { DashboardAccount } from "./account";

/** The signed-in account of the dashboard, or null for the public demo. */
export const AccountContext = createContext<DashboardAccount | null>(null);

export const useAccount = () => useContext(AccountContext);
