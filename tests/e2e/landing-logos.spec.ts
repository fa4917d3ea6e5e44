import { expect, test } from "./fixtures";

// The trace recorder snapshots the DOM with its styles, which fetches every CSS image: off here.
test.use({ trace: "off" });

test.describe("technology logo files", () => {
  test("stay off the first load and arrive when their section nears", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const logoRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/tech-logos/"))
        logoRequests.push(request.url());
    });
    await page.goto("/", { waitUntil: "networkidle" }); // every request of the first load
    expect(logoRequests).toEqual([]);
    await page.getByTestId("tech-strip").scrollIntoViewIfNeeded();
    await expect.poll(() => logoRequests.length).toBeGreaterThan(0);
    expect((await page.request.get("/tech-logos/inconnu.svg")).status()).toBe(404);
  });
});
