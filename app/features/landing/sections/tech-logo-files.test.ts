import { describe, expect, it } from "vitest";
import { techLogoCss, techLogoFiles } from "./tech-logo-files";
import { technologies } from "~/content/technologies";

describe("technology logo files", () => {
  it("has one file per simple-icons logo of the technologies", () => {
    const slugs = technologies.flatMap(({ icon }) => ("path" in icon ? [icon.slug] : []));
    expect([...techLogoFiles.keys()].sort()).toEqual([...new Set(slugs)].sort());
    for (const { svg } of techLogoFiles.values()) {
      expect(svg).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 24 24"><path d="[^"<]+"\/><\/svg>$/,
      );
    }
  });

  it("is drawn by tech-logos.css, with each file's current version in its URL", async () => {
    await expect(techLogoCss()).toMatchFileSnapshot("./tech-logos.css");
  });
});
