import { describe, expect, it } from "vitest";
import { defaultTitle, landingTitle, notFoundMeta, pageMeta, rootMetaData } from "./seo";

describe("pageMeta", () => {
  const root = { siteUrl: "https://www.exemple.gn", brandName: "Exemple Digital" };
  const tags = pageMeta(root, { title: "Tarifs", description: "Nos offres", path: "/tarifs" });
  const find = (key: string, value: string) =>
    tags.find((t) => (t as Record<string, string>)[key] === value) as
      Record<string, string> | undefined;

  it("builds the canonical URL from the site origin and the path", () => {
    expect(find("rel", "canonical")?.href).toBe("https://www.exemple.gn/tarifs");
    expect(find("property", "og:url")?.content).toBe("https://www.exemple.gn/tarifs");
  });
  it("carries Open Graph and Twitter tags with the 1200×630 image and fr_FR", () => {
    expect(find("property", "og:locale")?.content).toBe("fr_FR");
    expect(find("property", "og:image")?.content).toBe("https://www.exemple.gn/og-image.jpg");
    expect(find("property", "og:image:width")?.content).toBe("1200");
    expect(find("property", "og:image:height")?.content).toBe("630");
    expect(find("name", "twitter:card")?.content).toBe("summary_large_image");
    expect(tags).toContainEqual({ title: "Tarifs" });
    expect(find("name", "robots")).toBeUndefined();
  });
  it("adds noindex on request", () => {
    const hidden = pageMeta(root, {
      title: "x",
      description: "y",
      path: "/dashboard",
      noindex: true,
    });
    expect(hidden).toContainEqual({ name: "robots", content: "noindex, nofollow" });
  });
  it("reads the root loader data from the matches", () => {
    expect(
      rootMetaData([{ id: "root", loaderData: { siteUrl: "http://a", site: { brandName: "B" } } }]),
    ).toEqual({
      siteUrl: "http://a",
      brandName: "B",
    });
  });
  it("has the spec's default and landing titles", () => {
    expect(defaultTitle("X")).toMatch(/Plateforme SaaS de gestion informatique/);
    expect(landingTitle("X")).toMatch(/Solutions digitales et cybersécurité en Guinée/);
  });
});

describe("notFoundMeta", () => {
  it("carries the brand in the title like every other page, and noindex", () => {
    const tags = notFoundMeta(
      { siteUrl: "https://www.exemple.gn", brandName: "Exemple Digital" },
      "/nulle-part",
    );
    expect(tags).toContainEqual({ title: "Page introuvable | Exemple Digital" });
    expect(tags).toContainEqual({ name: "robots", content: "noindex, nofollow" });
  });
});
