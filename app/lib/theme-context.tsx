import { createContext, useContext, type ReactNode } from "react";
import type { Theme } from "./theme";

interface ThemeState {
  theme: Theme;
  setTheme: (theme: Theme) => void;
}

const ThemeContext = createContext<ThemeState>({ theme: "dark", setTheme: () => {} });

export function ThemeProvider({ value, children }: { value: ThemeState; children: ReactNode }) {
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeState {
  return useContext(ThemeContext);
}
