import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The product never advertises as working what does not work: 18 of the dashboard's modules are
// still to come ('Bientôt'), so no text may promise the trial "toutes les fonctionnalités" without
// saying "disponibles" (the FAQ and the documentation did, after /saas had been corrected).

const contentDir = path.join(process.cwd(), "app/content");

describe("texts about what the trial gives", () => {
  it("say 'toutes les fonctionnalités disponibles', never all of them", () => {
    const files = readdirSync(contentDir).filter((f) => f.endsWith(".ts") && !f.includes(".test."));
    const claims = files.flatMap((file) =>
      [
        ...readFileSync(path.join(contentDir, file), "utf8").matchAll(
          /toutes les fonctionnalités(?! disponibles)[^"`]{0,40}/g,
        ),
      ].map((m) => `${file}: ${m[0]}`),
    );
    expect(claims).toEqual([]);
  });
});
