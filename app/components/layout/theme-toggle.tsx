import { Moon, Sun } from "lucide-react";
import type { FormEvent } from "react";
import { useLocation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { toast } from "~/components/ui/toast-store";
import { themeToast } from "~/content/toasts";
import { THEME_COLORS, themeCookie, type Theme } from "~/lib/theme";
import { useTheme } from "~/lib/theme-context";

/** Applies a theme in the browser: class, browser colour, cookie (read back by the server). */
function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle("dark", theme === "dark");
  root.classList.toggle("light", theme === "light");
  document.querySelector('meta[name="theme-color"]')?.setAttribute("content", THEME_COLORS[theme]);
  document.cookie = themeCookie(theme, location.protocol === "https:");
}

/**
 * Light/dark switch. Without JavaScript it is a form that posts to /theme, which sets the cookie
 * and comes back; with JavaScript it switches at once and says so in a toast.
 */
export function ThemeToggle({ className }: { className?: string }) {
  const { theme, setTheme } = useTheme();
  const location = useLocation();
  const next: Theme = theme === "dark" ? "light" : "dark";
  const label = next === "light" ? "Activer le mode clair" : "Activer le mode sombre";

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    applyTheme(next);
    setTheme(next);
    toast(themeToast(next));
  };

  return (
    <form method="post" action="/theme" onSubmit={onSubmit} className={className}>
      <input type="hidden" name="theme" value={next} />
      <input type="hidden" name="returnTo" value={location.pathname + location.search} />
      <button
        type="submit"
        aria-label={label}
        title={label}
        className={buttonClass("ghost", "iconSm")}
        data-testid="theme-toggle"
      >
        {theme === "dark" ? <Sun aria-hidden /> : <Moon aria-hidden />}
      </button>
    </form>
  );
}
