import { expect } from "./fixtures";
import { sharedPageTest as test } from "./shared-page";
import { statistics } from "../../app/content/statistics";

const finals = statistics.map(
  (s) => `${new Intl.NumberFormat("fr-FR").format(s.value)}${s.suffix}`,
);

test.describe("statistics band with JavaScript", () => {
  test("counts up from below the targets to the targets once in view", async ({ page }) => {
    await page.goto("/");
    const band = page.getByTestId("stats-band");
    const values = band.getByTestId("stat-value");
    await expect(band).toHaveAttribute("data-counting", "waiting");
    const before = await values.allTextContents();
    before.forEach((text, i) => {
      expect(Number.parseFloat(text.replace(/\s/g, ""))).toBeLessThan(statistics[i]!.value);
    });
    await band.scrollIntoViewIfNeeded();
    await expect(values).toHaveText(finals, { timeout: 10_000 });
    await expect(band).toHaveAttribute("data-counting", "done");
    // Assistive technology reads the final values only.
    for (const [i, s] of statistics.entries()) {
      await expect(band.locator("dd .sr-only").nth(i)).toHaveText(finals[i]!);
      await expect(band.locator("dt").nth(i)).toHaveText(s.label);
    }
  });

  test("shows the final values at once under reduced motion", async ({ page, gotoHydrated }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated("/");
    await expect(page.getByTestId("stat-value")).toHaveText(finals);
    await expect(page.getByTestId("stats-band")).not.toHaveAttribute("data-counting", /.*/);
  });
});

test.describe("statistics band without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("shows the final values", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("stat-value")).toHaveText(finals);
  });
});
