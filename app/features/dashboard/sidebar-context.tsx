import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { sidebarCookie, withCategory } from "./sidebar-state";

interface SidebarState {
  closed: readonly string[];
  setCategoryOpen: (id: string, open: boolean) => void;
}

const SidebarContext = createContext<SidebarState>({ closed: [], setCategoryOpen: () => {} });

/**
 * The open/closed categories, shared by the sidebar and the mobile sheet. It starts from the
 * cookie read by the server; each change is written back to the cookie at once.
 */
export function SidebarProvider({
  initialClosed,
  children,
}: {
  initialClosed: readonly string[];
  children: ReactNode;
}) {
  const [closed, setClosed] = useState(initialClosed);
  const setCategoryOpen = useCallback(
    (id: string, open: boolean) => {
      const next = withCategory(closed, id, open);
      document.cookie = sidebarCookie(next, location.protocol === "https:");
      setClosed(next);
    },
    [closed],
  );
  const value = useMemo(() => ({ closed, setCategoryOpen }), [closed, setCategoryOpen]);
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}

export function useSidebarState(): SidebarState {
  return useContext(SidebarContext);
}
