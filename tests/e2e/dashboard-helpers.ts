import { expect, type Page } from "@playwright/test";

/** Waits until React has hydrated the dashboard (the user menu becomes a real button). */
export async function waitForDashboard(page: Page) {
  await expect(page.locator('button[data-testid="user-menu-trigger"]')).toBeAttached();
}

/** The HTML escaping React applies to text, to find catalogue texts in server HTML. */
export const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/'/g, "&#x27;");
